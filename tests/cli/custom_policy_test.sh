#!/usr/bin/env bash
# examples/custom_policy as a complete CLI (called by CTest): custom_policy_test.sh CUSTOM SOURCE_DIR WORK_DIR
# A campaign of two policies, one of them written outside symdelta, stored in a database; the
# report shows both; merging copies every check.
set -uo pipefail
custom=$1 src=$2 work=$3
source "$(dirname "$0")/lib.sh"
enter "$work"
pairs=$src/tests/pairs
cases=$(find "$pairs" -path '*narrow*' -name old.java | wc -l)
[ "$cases" -gt 0 ] || fail "no narrow_* pairs in $pairs"

expect 0 "summary majority/z3: $cases cases, [0-9]+ correct, 0 wrong" \
  "$custom" bench "$pairs" --filter narrow --policy majority,pasda --db x.db
grep -Eq "summary pasda/z3: $cases cases, [0-9]+ correct, 0 wrong" <<<"$out" || fail "no summary of pasda: $out"
grep -Eq "^$cases cases, combinations \(majority/z3, pasda/z3\)" <<<"$out" || fail "not the two policies: $out"

# the first table (verdicts per tool) has a row per policy
expect 0 "majority/z3" "$custom" report x.db --format csv
verdicts=$(awk '/^# /{n++} n==1 && NF' <<<"$out")
grep -q "^majority/z3," <<<"$verdicts" || fail "majority is not in the verdict table: $verdicts"
grep -q "^pasda/z3," <<<"$verdicts" || fail "pasda is not in the verdict table: $verdicts"

expect 0 "y.db: $((2 * cases)) checks added, 0 already there" "$custom" merge y.db x.db
echo "PASS: $cases cases with majority and pasda stored, reported and merged"
