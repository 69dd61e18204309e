#!/usr/bin/env bash
# Gathers the fuzz targets' seed corpora from the tests into OUT/TARGET (fuzz/run.sh calls it):
#   fuzz/corpus.sh OUT
# - java_frontend: every Java file of tests/ (pairs, JVM programs, CLI inputs);
# - cases_tsv, inputs_file, run_arguments: fuzz/seeds/TARGET (lists written as the CLI tests write
#   them) and any cases.tsv, labels-*.tsv of tests/;
# - json_record: fuzz/seeds/json_record, and the records `symdelta check --json` writes of a few
#   pairs of tests/pairs;
# - sqlite_database: the database `symdelta bench --db` writes of a folder of those pairs, and an
#   empty database of the current schema (report/sqlite/schema.hpp's), both with small pages (a smaller
#   file for the fuzzer to mutate).
# The JSON and database seeds need a symdelta program: $SYMDELTA, else build/tools/symdelta/symdelta;
# without one only the empty database is made. Nothing is copied from outside the repository.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: fuzz/corpus.sh OUT}
mkdir -p "$out"/{java_frontend,cases_tsv,inputs_file,run_arguments,json_record,sqlite_database}
out=$(cd "$out" && pwd)

# file names by content: a seed found twice is kept once
put() { cp "$2" "$out/$1/$(sha1sum "$2" | cut -c1-16)${3:-}"; }

while IFS= read -r -d '' f; do put java_frontend "$f" .java; done < <(find "$here/tests" -name '*.java' -print0)
for t in cases_tsv inputs_file run_arguments json_record; do
  for f in "$here/fuzz/seeds/$t"/*; do [ -f "$f" ] && put "$t" "$f"; done
done
while IFS= read -r -d '' f; do put cases_tsv "$f"; done < <(find "$here/tests" \( -name cases.tsv -o -name 'labels-*.tsv' \) -print0)

small_pages() { sqlite3 "$1" "PRAGMA journal_mode=DELETE; PRAGMA page_size=512; VACUUM;" >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if command -v sqlite3 >/dev/null; then
  # the schema as the library creates it, between R"sql( and )sql" in report/sqlite/schema.hpp
  sed -n '/schema_sql = R"sql(/,/)sql"/p' "$here/include/symdelta/report/sqlite/schema.hpp" | sed '1d;$d' >"$tmp/schema.sql"
  version=$(sed -n 's/.*constexpr int schema_version = \([0-9]*\);.*/\1/p' "$here/include/symdelta/report/sqlite/schema.hpp")
  {
    cat "$tmp/schema.sql"
    echo "INSERT OR IGNORE INTO meta VALUES ('schema_version', '$version');"
  } | sqlite3 "$tmp/empty.db"
  small_pages "$tmp/empty.db"
  put sqlite_database "$tmp/empty.db" .db
fi

symdelta=${SYMDELTA:-$here/build/tools/symdelta/symdelta}
if [ -x "$symdelta" ]; then
  pairs=(add_sub_cancel array_index_off_by_one abs_threshold_wrong abstraction_loop_sum abstraction_double_acc)
  mkdir -p "$tmp/bench"
  for p in "${pairs[@]}"; do
    [ -d "$here/tests/pairs/$p" ] || continue
    cp -r "$here/tests/pairs/$p" "$tmp/bench/$p"
    # with and without the concrete pre-pass: without, the partitions' path conditions and outputs
    # are the solver's terms (what with_java_terms parses)
    for prepass in 0 0.1; do
      "$symdelta" check "$here/tests/pairs/$p/old.java" "$here/tests/pairs/$p/new.java" --timeout 5 \
        --prepass "$prepass" --json "$tmp/$p.json" >/dev/null 2>&1 || true # NEQ exits non-zero
      [ -s "$tmp/$p.json" ] && put json_record "$tmp/$p.json" .json
    done
  done
  "$symdelta" bench "$tmp/bench" --timeout 5 --db "$tmp/bench.db" >/dev/null 2>&1 || true
  if [ -s "$tmp/bench.db" ] && command -v sqlite3 >/dev/null; then
    small_pages "$tmp/bench.db"
    put sqlite_database "$tmp/bench.db" .db
  fi
else
  echo "fuzz/corpus.sh: no symdelta program ($symdelta): no JSON records nor databases of checks as seeds" >&2
fi
for t in "$out"/*; do echo "$(basename "$t"): $(ls "$t" | wc -l) seeds"; done
