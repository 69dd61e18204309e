#!/usr/bin/env bash
# Bad input is data, never a crash (called by CTest): input_test.sh SCENARIO CLI SOURCE_DIR WORK_DIR
#   utf8   bytes that are not UTF-8: in Java source an error at file:line:col (as javac's
#          "unmappable character"); in file names no abort, and the JSON written carries U+FFFD
#   size   sources are read up to 16 MiB (files and pipes): larger ones and devices are refused with the file's
#          name; a 5 MB source still parses; a pipe is read once, within the check's time limit: one
#          nobody writes to is refused, never waited on for ever
#   cases  cases.tsv: CRLF line ends, both folder layouts; duplicate cases, unknown expected values
#          and paths outside the folder refused as cases.tsv:LINE
set -uo pipefail
scenario=$1 cli=$2 src=$3 work=$4
source "$(dirname "$0")/lib.sh"
enter "$work"
pairs=$src/tests/pairs

case $scenario in
utf8)
  # 0xFF inside a string literal (column 18), a comment (column 10) and an identifier (column 10)
  printf 'class A {\n  static int snippet(int x) {\n    String s = "a\xffb";\n    return x;\n  }\n}\n' >Literal.java
  printf 'class A {\n  static int snippet(int x) {\n    // a \xff b\n    return x;\n  }\n}\n' >Comment.java
  printf 'class A {\n  static int snippet(int x) {\n    int a\xffb = 1;\n    return x;\n  }\n}\n' >Ident.java
  # a truncated sequence (0xC3 then a space) and a surrogate (0xED 0xA0 0x80) are not UTF-8 either
  printf 'class A { // \xc3 \n  static int snippet(int x) { return x; }\n}\n' >Truncated.java
  printf 'class A {\n  static int snippet(int x) { return x; } // \xed\xa0\x80\n}\n' >Surrogate.java
  for f in Literal:3:18:FF Comment:3:10:FF Ident:3:10:FF Truncated:1:14:C3 Surrogate:2:46:ED; do
    IFS=: read -r name line col byte <<<"$f"
    msg="$name.java:$line:$col: syntax error: unmappable character \\(0x$byte\\) for encoding UTF-8"
    expect 2 "^$msg$" "$cli" ir "$name.java"
    expect 2 "^$msg$" "$cli" run "$name.java" -- 1
    expect 2 "error: $msg" "$cli" check "$name.java" "$name.java"
  done
  printf 'class A {\n  static int snippet(int x) {\n    String s = "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"; // é€😀\n    return x;\n  }\n}\n' >Valid.java
  expect 0 "^1$" "$cli" run Valid.java -- 1
  # a file name that is not UTF-8: the check runs, its JSON is written with U+FFFD in its place
  name=$'bad\xffname.java'
  cp "$pairs/de_morgan/old.java" "$name"
  expect 0 "result: EQ" "$cli" check --json check.json "$name" "$pairs/de_morgan/new.java"
  grep -q $'"old_file": "bad\xef\xbf\xbdname.java"' check.json || fail "check.json: $(head -c 300 check.json)"
  # ... and a case folder's name in bench
  mkdir -p bench/$'case\xff' && cp "$pairs/de_morgan/old.java" "$pairs/de_morgan/new.java" bench/$'case\xff'/
  expect 0 "summary: 1 cases, 1 correct" "$cli" bench bench --json bench.json
  grep -q $'"case": "case\xef\xbf\xbd"' bench.json || fail "bench.json: $(head -c 300 bench.json)"
  echo "PASS"
  ;;
size)
  expect 2 "^/dev/zero: i/o error: not a regular file$" "$cli" ir /dev/zero
  expect 2 "/dev/zero: i/o error: not a regular file" "$cli" check /dev/zero /dev/zero
  # a pipe is read, up to the limit
  expect 2 "i/o error: larger than 16 MiB, the limit of a source file" "$cli" ir <(head -c 17000000 /dev/zero)
  expect 0 "^true$" "$cli" run <(cat "$pairs/de_morgan/old.java") -- 1 0 0
  # both versions from pipes, read once: the check, its page and its JSON see the same texts
  expect 1 "result: NEQ" "$cli" check --html pipes.html --json pipes.json <(cat "$pairs/abs_threshold_wrong/old.java") \
    <(cat "$pairs/abs_threshold_wrong/new.java")
  grep -q 'x &lt; -1' pipes.html || grep -q 'x < -1' pipes.html || fail "the page lacks the old version's text"
  # a named pipe nobody writes to: refused within the time limit (1 s), not waited on for ever
  mkfifo silent.java
  start=$(date +%s)
  expect 2 "silent.java: i/o error: a pipe that did not deliver its text within 1 s" timeout 60 "$cli" check --timeout 1 \
    silent.java "$pairs/abs_threshold_wrong/new.java"
  [ $(($(date +%s) - start)) -le 10 ] || fail "the check waited $(($(date +%s) - start)) s on the pipe"
  expect 2 "silent.java: i/o error: a pipe that did not deliver its text within 10 s" timeout 60 "$cli" ir silent.java
  # 16 MiB and a byte, in a comment: refused before it is parsed
  {
    printf 'class A {\n  static int snippet(int x) { return x; }\n}\n// '
    head -c $((16 * 1024 * 1024 - 50)) /dev/zero | tr '\0' x
  } >Big.java
  expect 2 "^Big.java: i/o error: larger than 16 MiB, the limit of a source file$" "$cli" ir Big.java
  expect 2 "error: Big.java: i/o error: larger than 16 MiB" "$cli" check Big.java Big.java
  # 5 MB of source: 2000 methods, each under a comment of 2500 bytes
  pad=$(head -c 2500 /dev/zero | tr '\0' x)
  {
    printf 'class A {\n  static int snippet(int x) { return x + 1; }\n'
    for i in $(seq 2000); do printf '  // %s\n  static int helper%d(int a) { return a * 2 + %d; }\n' "$pad" "$i" "$i"; done
    printf '}\n'
  } >Large.java
  [ "$(stat -c %s Large.java)" -gt 5000000 ] || fail "Large.java is $(stat -c %s Large.java) bytes"
  expect 0 "^2$" "$cli" run Large.java -- 1
  echo "PASS"
  ;;
cases)
  # the ARDiff layout (oldV.java, newV.java) and the pairs' (old.java, new.java), with CRLF line ends
  mkdir -p b/Eq b/x && cp "$pairs/de_morgan/old.java" b/Eq/oldV.java && cp "$pairs/de_morgan/new.java" b/Eq/newV.java
  cp "$pairs/de_morgan/old.java" "$pairs/de_morgan/new.java" b/x/
  printf 'case\texpected\tmethod\r\nEq\tEQ\tsnippet\r\nx\t\tsnippet\r\n' >b/cases.tsv
  expect 0 "summary: 2 cases, 2 correct, 0 wrong" "$cli" bench b
  bad() { # bad LINE REGEX TSV: cases.tsv holding TSV is refused at LINE with REGEX
    printf "$3" >b/cases.tsv
    expect 2 "^b/cases.tsv:$1: $2" "$cli" bench b
  }
  bad 3 "case 'x/../Eq' is listed twice \\(first on line 2\\)" 'case\texpected\nEq\tEQ\nx/../Eq\tEQ\n'
  bad 2 "case 'Eq/' is listed twice \\(first on line 1\\)" 'Eq\tEQ\nEq/\tEQ\n'
  bad 1 "case 'Eq': expected 'eq', which is none of EQ, NEQ and \\? \\(unknown\\)" 'Eq\teq\n'
  bad 1 "case '../b/Eq' is outside the folder b" '../b/Eq\tEQ\n'
  bad 1 "case '/tmp' is outside the folder b" '/tmp\tEQ\n'
  bad 1 "case 'nope': no oldV.java and newV.java \\(nor old.java and new.java\\) in b/nope" 'nope\tEQ\n'
  bad 1 "5 columns, expected at most 4" 'Eq\tEQ\tsnippet\tsnippet\textra\n'
  # a name longer than the system allows (found by fuzzing: it threw a filesystem error)
  long=$(printf 'x%.0s' {1..300})
  bad 2 "case '$long': no oldV.java and newV.java" "Eq\\tEQ\\n$long\\tEQ\\n"
  echo "PASS"
  ;;
*) fail "unknown scenario $scenario" ;;
esac
