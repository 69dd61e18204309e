#!/usr/bin/env bash
# The studies of docs/variants.md: `symdelta variants` on each program of a benchmark, every
# campaign in one database, then the NVR tables of `report`.
#   scripts/variants-study.sh [BENCHMARK_DIR] [OUT_DIR] [options of variants, e.g. --count 3]
# BENCHMARK_DIR is either ARDiff's layout (the oldV.java of each */*/Eq case, method snippet) or
# the project's pairs (tests/pairs/*/old.java, every method). SYMDELTA names the program (default:
# build/tools/symdelta/symdelta). Rerunning with the same OUT_DIR continues where it stopped
# (--resume).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bench=${1:-$root/../shared/benchmarks/ardiff}
out=${2:-variants-study}
shift $(($# < 2 ? $# : 2))
cli=${SYMDELTA:-$root/build/tools/symdelta/symdelta}
[ -x "$cli" ] || { echo "variants-study: no program $cli (build first, or set SYMDELTA)" >&2; exit 2; }
mkdir -p "$out/programs"
shopt -s nullglob
programs=("$bench"/*/*/Eq/oldV.java)
method=(--method snippet)
if ((${#programs[@]} == 0)); then
  programs=("$bench"/*/old.java)
  method=()
fi
((${#programs[@]})) || { echo "variants-study: no */*/Eq/oldV.java or */old.java under $bench" >&2; exit 2; }
for f in "${programs[@]}"; do
  # Bess/bessj/Eq/oldV.java -> Bess_bessj, abs_threshold/old.java -> abs_threshold: the case names' prefix
  rel=${f#"$bench"/}
  name=$(dirname "$rel" | sed 's,/Eq$,,' | tr / _)
  cp "$f" "$out/programs/$name.java"
  resume=()
  [ -f "$out/study.db" ] && resume=(--resume)
  "$cli" variants "$out/programs/$name.java" "${method[@]}" --db "$out/study.db" "${resume[@]}" "$@" \
    >"$out/$name.txt" 2>&1 || echo "$name: exit status $? (see $out/$name.txt)"
  echo "$name: $(grep -m1 ' variants of ' "$out/$name.txt")"
done
"$cli" report "$out/study.db"
