#!/usr/bin/env bash
# Labels that depend on the semantics (called by CTest): labels_test.sh SCENARIO CLI SOURCE_DIR WORK_DIR
#   override  labels-java.tsv replaces a label in Java semantics only (cases.tsv or the folders), is
#             named before the checks and in the summary, stored with --db, in --json; a bad one is
#             refused as labels-java.tsv:LINE; cases.tsv takes a 4th column (new_method), not a 5th
#   disputed  without labels-java.tsv the same NEQ is wrong, and with --confirm-jvm a disputed label:
#             named in the summary, neither correct nor wrong, also after --resume and in report
#             (exit status 77, skipped, without a JDK)
# The benchmark: three tiny pairs, written here. overflow is EQ over the integers and NEQ on the
# JVM (x + 1 > x fails at Integer.MAX_VALUE); same is EQ and differ NEQ in both semantics.
set -uo pipefail
scenario=$1 cli=$2 src=$3 work=$4
source "$(dirname "$0")/lib.sh"
enter "$work"

# pair NAME OLD_BODY NEW_BODY: b/NAME/{oldV,newV}.java, `static int|boolean snippet(int x)` returning the body
pair() {
  mkdir -p "b/$1"
  local type=int
  [[ $2 == *">"* ]] && type=boolean
  printf 'class V {\n  static %s snippet(int x) {\n    return %s;\n  }\n}\n' "$type" "$2" >"b/$1/oldV.java"
  printf 'class V {\n  static %s snippet(int x) {\n    return %s;\n  }\n}\n' "$type" "$3" >"b/$1/newV.java"
}
pair overflow 'x + 1 > x' 'true'
pair same 'x * 2' 'x + x'
pair differ 'x + 1' 'x + 2'
printf 'case\texpected\tmethod\noverflow\tEQ\tsnippet\nsame\tEQ\tsnippet\ndiffer\tNEQ\tsnippet\n' >b/cases.tsv
fast=(--timeout 3)
listed="labels-java.tsv: 1 label for Java semantics: overflow EQ -> NEQ"

case $scenario in
override)
  # a byte order mark, CRLF line ends and an empty line are read as cases.tsv's are
  printf '\xef\xbb\xbfcase\texpected\r\n\r\noverflow\tNEQ\r\n' >b/labels-java.tsv
  expect 0 "summary: 3 cases, 3 correct, 0 wrong" "$cli" bench b "${fast[@]}" --json j.json --db j.db
  grep -Eq "overflow +expected NEQ +result NEQ" <<<"$out" || fail "overflow is not scored against NEQ: $out"
  # named before the first check's line and again after the summary
  [ "$(grep -c "^$listed$" <<<"$out")" -eq 2 ] || fail "the override is not named twice: $out"
  [ "$(grep -n "^$listed$" <<<"$out" | head -1 | cut -d: -f1)" -lt "$(grep -n '^\[  1/3\]' <<<"$out" | cut -d: -f1)" ] ||
    fail "the override is not named before the checks: $out"
  tail -1 <<<"$out" | grep -q "^$listed$" || fail "the override is not named at the end: $out"
  tr -d ' \n' <j.json | grep -q '"label_overrides":\[{"case":"overflow","label":"EQ","override":"NEQ"}\]' ||
    fail "j.json: $(grep -A4 label_overrides j.json)"
  "$cli" report j.db --checks --format csv | grep -q "^overflow,NEQ,pasda/z3," || fail "stored: $("$cli" report j.db --checks --format csv)"
  # ideal semantics: the label of cases.tsv, and no override
  expect 0 "summary: 3 cases, 3 correct, 0 wrong" "$cli" bench b "${fast[@]}" --semantics ideal
  grep -Eq "overflow +expected EQ +result EQ" <<<"$out" || fail "ideal: $out"
  ! grep -q "labels-" <<<"$out" || fail "an override in ideal semantics: $out"
  # the folders without cases.tsv, labels from the annotations: the same override
  mkdir -p w && cp -r b/overflow b/labels-java.tsv w/ && sed -i '1i // expected: EQ' w/overflow/oldV.java
  expect 0 "summary: 1 cases, 1 correct, 0 wrong" "$cli" bench w "${fast[@]}"
  grep -q "^$listed$" <<<"$out" || fail "folders: $out"
  # labels-ideal.tsv for ideal semantics (a made-up label: the verdict is now wrong)
  printf 'case\texpected\nsame\tNEQ\n' >b/labels-ideal.tsv
  expect 1 "labels-ideal.tsv: 1 label for ideal semantics: same EQ -> NEQ" \
    "$cli" bench b "${fast[@]}" --semantics ideal --filter same
  grep -Eq "same +expected NEQ +result EQ .*WRONG" <<<"$out" || fail "labels-ideal.tsv: $out"
  rm b/labels-ideal.tsv
  # bad labels files: FILE:LINE: why, exit status 2, before any check
  bad() { # bad LINE REGEX TSV: labels-java.tsv holding TSV is refused at LINE with REGEX
    printf "$3" >b/labels-java.tsv
    expect 2 "^b/labels-java.tsv:$1: $2" "$cli" bench b "${fast[@]}"
  }
  bad 2 "unknown case 'nope': not a case of b" 'case\texpected\nnope\tNEQ\n'
  bad 1 "case 'overflow': expected 'neq', which is none of EQ, NEQ and \\? \\(unknown\\)" 'overflow\tneq\n'
  bad 1 "case 'overflow': no label" 'overflow\n'
  bad 3 "case 'overflow/' is listed twice \\(first on line 2\\)" 'case\texpected\noverflow\tNEQ\noverflow/\tNEQ\n'
  bad 1 "3 columns, expected 2 separated by a tab \\(case, expected\\)" 'overflow\tNEQ\tx\n'
  # the labels of another semantics are not read
  expect 0 "summary: 1 cases, 1 correct" "$cli" bench b "${fast[@]}" --semantics ideal --filter same
  printf 'overflow\tNEQ\n' >b/labels-java.tsv
  # cases.tsv: a 4th column (new_method) is read; a 5th is refused
  printf 'case\texpected\tmethod\tnew_method\nsame\tEQ\tsnippet\tV.snippet\n' >b/cases.tsv
  expect 2 "^b/labels-java.tsv:1: unknown case 'overflow'" "$cli" bench b "${fast[@]}"
  printf 'case\texpected\tmethod\tnew_method\nsame\tEQ\tsnippet\tsnippet\noverflow\tEQ\tsnippet\t\n' >b/cases.tsv
  expect 0 "summary: 2 cases, 2 correct, 0 wrong" "$cli" bench b "${fast[@]}"
  printf 'case\texpected\tmethod\tnew_method\nsame\tEQ\tsnippet\tsnippet\tx\n' >b/cases.tsv
  expect 2 "^b/cases.tsv:2: 5 columns, expected at most 4 separated by tabs \\(case, expected, method, new_method\\)" \
    "$cli" bench b "${fast[@]}"
  echo "PASS"
  ;;
disputed)
  # without labels-java.tsv the EQ label stands: the NEQ is wrong, and stays listed as wrong
  expect 1 "summary: 1 cases, 0 correct, 1 wrong" "$cli" bench b "${fast[@]}" --filter overflow
  grep -Eq "overflow +expected EQ +result NEQ .*  WRONG$" <<<"$out" || fail "not wrong: $out"
  if ! command -v javac >/dev/null || ! command -v java >/dev/null; then
    echo "SKIP: no JDK for --confirm-jvm (scripts/bootstrap.sh installs Debian's)"
    exit 77
  fi
  # the JVM confirms the witness: a disputed label, neither correct nor wrong, exit status 0
  args=(bench b "${fast[@]}" --confirm-jvm --filter overflow --db d.db)
  expect 0 "summary: 1 cases, 0 correct, 0 wrong, 1 disputed label \\(neither correct nor wrong\\)" \
    "$cli" "${args[@]}" --json d.json
  grep -Eq "overflow +expected EQ +result NEQ .*LABEL REFUTED" <<<"$out" || fail "no LABEL REFUTED: $out"
  grep -q "^  disputed labels (the JVM confirms the NEQ witness): overflow$" <<<"$out" || fail "not named: $out"
  tr -d ' \n' <d.json | grep -q '"disputed":1,"disputed_labels":\["overflow"\]' || fail "d.json: $(head -c 600 d.json)"
  # the same counts from the database: resumed, and in report's Tables 6-7 view
  expect 0 "summary: 1 cases, 0 correct, 0 wrong, 1 disputed label" "$cli" "${args[@]}" --resume
  "$cli" report d.db --format csv | grep -q "^pasda/z3,3 s,1,0,0,0,0,0,1," || fail "report: $("$cli" report d.db --format csv)"
  echo "PASS"
  ;;
*) fail "unknown scenario $scenario" ;;
esac
