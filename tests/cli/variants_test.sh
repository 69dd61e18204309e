#!/usr/bin/env bash
# `symdelta variants` end to end (cli/variants.hpp):
#   emit     the pairs, variants.tsv and cases.tsv it writes, and `bench DIR` rerunning the decided ones
#   inputs   --inputs: the tests are the calls of a file
#   seed     the same seed gives the same variants, another seed others
#   errors   nothing to transform, an unknown transformation or method: exit status 2 and a message
#   overwrite  --emit into a folder that is not empty: refused, or with --overwrite what is replaced
#            said; what is in the way of a file or folder it writes named, nothing changed
#   unwritable  --emit into a folder it may not write (as a user that is not root), or a file in it
#            it may not replace: the path and the reason, exit status 2, no claim that it wrote
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
  # a call that does not fit: the file's line, and the argument's column where one is at fault
  printf '1, 2\n' >bad.txt
  expect 2 "^bad.txt:1: usage error: --inputs: 2 arguments where the method's inputs are 1" \
    "$cli" variants "$programs/Grades.java" --method countdown --inputs bad.txt
  printf '# countdown(from)\n\n5\n  nope\n' >name.txt
  expect 2 "^name.txt:4:3: usage error: --inputs: argument 1 \\('nope'\\): .*nope" \
    "$cli" variants "$programs/Grades.java" --method countdown --inputs name.txt
  printf '90, 3\r\n5,   1 +\r\n' >syntax.txt
  expect 2 "^syntax.txt:2:6: [a-z ]+error: --inputs: argument 2 \\('1 \\+'\\): " \
    "$cli" variants "$programs/Grades.java" --method grade --inputs syntax.txt
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
overwrite)
  letter=("$cli" variants "$programs/Grades.java" --method letter --count 2 --transform delete --timeout 5)
  expect 0 "variants in out " "${letter[@]}" --emit out
  [ -f out/letter-delete-1/newV.java ] || fail "no second variant: $(ls out)"
  before=$(cat out/variants.tsv)
  expect 2 "^out: usage error: --emit: the folder is not empty: it holds cases.tsv, letter-delete-0, letter-delete-1, variants.html, variants.tsv; --overwrite replaces" \
    "${letter[@]}" --emit out
  [ "$(cat out/variants.tsv)" = "$before" ] || fail "the refused run changed variants.tsv"
  # an earlier variant's folder is replaced whole; what the run does not write stays
  echo "mine" >out/notes.txt
  touch out/letter-delete-0/stale.txt
  expect 0 "^--overwrite: out: replacing cases.tsv, letter-delete-0, letter-delete-1, variants.html, variants.tsv; 1 other entry left as it is$" \
    "${letter[@]}" --emit out --overwrite
  grep -q "variants in out " <<<"$out" || fail "no variants written: $out"
  [ "$(cat out/notes.txt)" = mine ] || fail "notes.txt was changed"
  [ -e out/letter-delete-0/stale.txt ] && fail "the earlier variant's folder was kept"
  [ -f out/letter-delete-0/oldV.java ] || fail "the variant was not written again: $(ls out/letter-delete-0)"
  # a file where a variant's folder goes, a folder where variants.tsv goes: named, nothing written
  mkdir file && echo "mine" >file/letter-delete-0
  expect 2 "^file: usage error: --emit: the folder is not empty: it holds letter-delete-0;" "${letter[@]}" --emit file
  expect 2 "^file/letter-delete-0: usage error: --overwrite: cannot replace it with the variant's folder: it is not a folder" \
    "${letter[@]}" --emit file --overwrite
  [ "$(ls file)" = letter-delete-0 ] && [ "$(cat file/letter-delete-0)" = mine ] || fail "file/ was changed: $(ls file)"
  mkdir -p folder/variants.tsv
  expect 2 "^folder/variants.tsv: usage error: --overwrite: cannot replace it with a file: it is not a regular file" \
    "${letter[@]}" --emit folder --overwrite
  [ "$(ls folder)" = variants.tsv ] || fail "folder/ was changed: $(ls folder)"
  # --emit names a file
  echo "mine" >plain
  expect 2 "^plain: i/o error: cannot create the folder: " "${letter[@]}" --emit plain
  ;;
unwritable)
  letter=("$cli" variants "$programs/Grades.java" --method letter --count 2 --transform delete --timeout 5)
  # as root every write is allowed: run as nobody, where setpriv can
  as=()
  if [ "$(id -u)" -eq 0 ]; then
    command -v setpriv >/dev/null || { echo "SKIP: root, and no setpriv to run as another user"; exit 77; }
    as=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
    "${as[@]}" test -x "$cli" -a -r "$programs/Grades.java" -a -x "$work" ||
      { echo "SKIP: nobody cannot run $cli on $programs/Grades.java in $work"; exit 77; }
  fi
  mkdir locked && chmod 555 locked
  expect 2 "^locked/letter-delete-0: i/o error: cannot create the folder: Permission denied" "${as[@]}" "${letter[@]}" \
    --emit locked
  grep -q "variants in" <<<"$out" && fail "claims it wrote: $out"
  # a variants.tsv it may not replace, found once the checks are done: named, exit status 2
  mkdir open && chmod 777 open && echo "mine" >open/variants.tsv && chmod 444 open/variants.tsv
  expect 2 "^open/variants.tsv: i/o error: cannot write the file: Permission denied" "${as[@]}" "${letter[@]}" \
    --emit open --overwrite
  grep -q "variants in" <<<"$out" && fail "claims it wrote: $out"
  [ "$(cat open/variants.tsv)" = mine ] || fail "variants.tsv was changed"
  [ -f open/cases.tsv ] || fail "cases.tsv, which it may write, is missing: $(ls open)"
  ;;
*) fail "unknown scenario $scenario" ;;
esac
echo PASS
