#!/usr/bin/env bash
# `symdelta variants` end to end (cli/variants.hpp):
#   emit     the pairs, variants.tsv and cases.tsv it writes, and `bench DIR` rerunning the decided ones
#   inputs   --inputs: the tests are the calls of a file
#   seed     the same seed gives the same variants, another seed others
#   errors   nothing to transform, an unknown transformation or method: exit status 2 and a message
set -uo pipefail
scenario=$1 cli=$2 src=$3 work=$4
source "$(dirname "$0")/lib.sh"
enter "$work"
programs=$src/tests/variants/programs

case $scenario in
emit)
  expect 0 "loop-flip +1 +1 +1 +0 +0 +0 +0 +1 +0 +100.0% +100.0%" \
    "$cli" variants "$programs/Grades.java" --method countdown --transform loop-flip,delete --emit out --timeout 5 \
    --db v.db
  # the campaign's database: its checks, and the NVR per transformation and node kind
  expect 0 "Neutral variants per node kind.*
.*
.*for_statement +2 +2 +1 +1 " "$cli" report v.db
  [ -f out/countdown-loop-flip-0/oldV.java ] && [ -f out/countdown-loop-flip-0/newV.java ] ||
    fail "no pair for the loop flip: $(ls out)"
  grep -q "for (int k = 3; k <= 12; k += 3)" out/countdown-loop-flip-0/newV.java ||
    fail "the flipped loop: $(grep 'for (' out/countdown-loop-flip-0/newV.java)"
  head -1 out/variants.tsv | grep -q "^variant	transformation	line	node	verdict	test_neutral	witness	" ||
    fail "variants.tsv's header: $(head -1 out/variants.tsv)"
  grep -q "^countdown-loop-flip-0	loop-flip	[0-9]*	for_statement	EQ	yes	" out/variants.tsv ||
    fail "the loop flip's row: $(cat out/variants.tsv)"
  # deleting `total = total + k` changes the result: NEQ with a witness, not test-neutral
  grep -Eq "^countdown-delete-[0-9]+	delete	[0-9]+	expression_statement	NEQ	no	from = " out/variants.tsv ||
    fail "a delete's row: $(cat out/variants.tsv)"
  decided=$(grep -Ec "	(EQ|NEQ)	" out/variants.tsv)
  [ "$(tail -n +2 out/cases.tsv | wc -l)" -eq "$decided" ] || fail "cases.tsv: $(cat out/cases.tsv)"
  expect 0 "0 wrong" "$cli" bench out --timeout 5
  ;;
inputs)
  # the tests are the calls of --inputs: countdown(5) separates the delete of the loop's body
  printf '# countdown(from)\n5\n' >calls.txt
  expect 0 "Neutral variants" "$cli" variants "$programs/Grades.java" --method countdown --transform delete \
    --inputs calls.txt --emit out --timeout 5
  grep -Eq "	expression_statement	NEQ	no	from = .*\(tests: 5\)" out/variants.tsv ||
    fail "the delete's row: $(cat out/variants.tsv)"
  printf '1, 2\n' >bad.txt
  expect 2 "bad.txt: usage error: --inputs: 2 arguments where the method's inputs are 1" \
    "$cli" variants "$programs/Grades.java" --method countdown --inputs bad.txt
  ;;
seed)
  run() { "$cli" variants "$programs/Shapes.java" --transform add,replace --count 3 --seed "$1" --emit "$2" \
    --no-witnesses --timeout 2 >/dev/null 2>&1 || fail "variants --seed $1"; cut -f1-4,11 "$2/variants.tsv"; }
  a=$(run 1 a) b=$(run 1 b) c=$(run 2 c)
  [ "$a" = "$b" ] || fail "the same seed, other variants: $a / $b"
  [ "$a" != "$c" ] || fail "another seed, the same variants: $a"
  ;;
errors)
  expect 2 "nothing to transform" "$cli" variants "$programs/Grades.java" --method bonus --transform loop-flip
  expect 2 "--transform flip: usage error: expected add, delete" "$cli" variants "$programs/Grades.java" --transform flip
  expect 2 "Grades.java:[0-9]+:[0-9]+: .*nope" "$cli" variants "$programs/Grades.java" --method nope
  ;;
*) fail "unknown scenario $scenario" ;;
esac
echo PASS
