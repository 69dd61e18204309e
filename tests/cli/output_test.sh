#!/usr/bin/env bash
# What a command writes may not go through (src/cli/program.cpp): standard output on a full device, -o
# naming a folder. A message saying where and why, and exit status 2; never an abort, never a
# silent loss.
#   full     each command's standard output on /dev/full; standard error there too
#   report   report -o naming a folder or a full device, in text and HTML; --html and --json too
set -uo pipefail
scenario=$1 cli=$2 src=$3 work=$4
source "$(dirname "$0")/lib.sh"
enter "$work"
pairs=$src/tests/pairs
example=$src/examples/quickstart/Gcd.java
[ -w /dev/full ] || { echo "SKIP: no /dev/full"; exit 77; }
"$cli" check --db v.db "$pairs/de_morgan/old.java" "$pairs/de_morgan/new.java" >/dev/null 2>&1 ||
  fail "the database of the tests"

# full COMMAND...: COMMAND with its standard output on /dev/full exits with 2 and says why
full() {
  out=$("$@" 2>&1 >/dev/full)
  local rc=$?
  [ $rc -eq 2 ] || fail "'$*' >/dev/full exited with $rc: $out"
  grep -q "^standard output: i/o error: cannot write: No space left on device$" <<<"$out" ||
    fail "'$*' >/dev/full says: $out"
}

case $scenario in
full)
  # a large output (fmt::print throws) and small ones (the failure shows when the buffer is flushed)
  full "$cli" report v.db
  full "$cli" report v.db --checks --format csv
  full "$cli" report v.db --format html
  full "$cli" check "$pairs/de_morgan/old.java" "$pairs/de_morgan/new.java"
  full "$cli" run "$example" -- 12 18
  full "$cli" ir "$example"
  full "$cli" bench "$pairs" --filter de_morgan --timeout 5
  full "$cli" variants "$src/tests/variants/programs/Grades.java" --method letter --count 1 --transform delete \
    --timeout 5
  full "$cli" merge m.db v.db
  full "$cli" --help
  full "$cli" check --help
  full "$cli" --version
  # standard error full as well: nothing can be said, the status says it
  "$cli" report v.db >/dev/full 2>/dev/full
  rc=$?
  [ $rc -eq 2 ] || fail "report >/dev/full 2>/dev/full exited with $rc"
  # an error message that cannot be written still ends with status 2, the verdict's status otherwise
  "$cli" run "$src/tests/cli/inputs/NoSuchFile.java" 2>/dev/full
  rc=$?
  [ $rc -eq 2 ] || fail "run of a missing file 2>/dev/full exited with $rc"
  ;;
report)
  mkdir folder
  expect 2 "^folder: i/o error: cannot write the report: Is a directory$" "$cli" report v.db -o folder
  expect 2 "^folder: i/o error: cannot write the report: Is a directory$" "$cli" report v.db --checks -o folder
  expect 2 "^folder: i/o error: cannot write the page: Is a directory$" "$cli" report v.db --format html -o folder
  expect 2 "^/dev/full: i/o error: cannot write the report: No space left on device$" "$cli" report v.db -o /dev/full
  expect 2 "^folder: i/o error: cannot write the page: Is a directory$" \
    "$cli" check "$pairs/de_morgan/old.java" "$pairs/de_morgan/new.java" --html folder
  # --json: a small file whose write fails only when it is closed
  expect 2 "^/dev/full: i/o error: cannot write the JSON file: No space left on device$" \
    "$cli" check "$pairs/de_morgan/old.java" "$pairs/de_morgan/new.java" --json /dev/full
  expect 2 "^folder: i/o error: cannot write the JSON file: Is a directory$" \
    "$cli" bench "$pairs" --filter de_morgan --timeout 5 --json folder
  ;;
*) fail "unknown scenario $scenario" ;;
esac
echo "PASS"
