#!/usr/bin/env bash
# Self-check for tools/symdelta/jvm/Harness.java: compiles every program in programs/ plus the
# harness into a temporary directory (javac --release 17), runs a handful of calls
# through the harness and prints input/output side by side. Lines with a known
# expected result are checked (the result before the fields of what else the call left to
# observe, and a field where the entry names one); the script exits non-zero on any mismatch,
# and with 77 (skipped) without a JDK.
set -euo pipefail
command -v javac >/dev/null 2>&1 && command -v java >/dev/null 2>&1 || { echo "no JDK: skipped"; exit 77; }

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

mkdir -p "$tmp/classes" "$tmp/harness"
javac --release 17 -d "$tmp/classes" "$here"/programs/*.java
javac --release 17 -d "$tmp/harness" "$here/../../tools/symdelta/jvm/Harness.java"
echo "compiled $(ls "$here"/programs/*.java | wc -l) programs"

T=$'\t'
# Each entry: expected result (or '?' = just print), optionally followed by a TAB and a field the
# line must hold | input line
cases=(
  "R 2${T}out=\"0 ?false\\n30\\nx=0 c=? tag=null\\n\"|Effects${T}snippet${T}ICZ${T}0${T}55296${T}0"
  "T java.lang.IllegalArgumentException${T}message=\"x 51 exceeds 50, flag true\"|Effects${T}snippet${T}ICZ${T}51${T}97${T}1"
  "R 1${T}static.calls=1|Effects${T}snippet${T}ICZ${T}1${T}97${T}1"
  "R 1${T}static.calls=1|Effects${T}snippet${T}ICZ${T}2${T}97${T}1"
  "R V${T}static.histogram=null|Effects${T}snippetVoid${T}J${T}-1"
  "R 1|StackOverflow${T}snippet${T}IZ${T}0${T}0"
  "T java.lang.StackOverflowError|StackOverflow${T}snippet${T}IZ${T}-1${T}0"
  "T java.lang.StackOverflowError|StackOverflow${T}snippet${T}IZ${T}-5${T}1"
  "T java.lang.ArithmeticException|DivRem${T}snippet${T}IIJJ${T}7${T}0${T}1${T}1"
  "T java.lang.ArithmeticException|DivRem${T}snippet${T}IIJJ${T}7${T}2${T}1${T}0"
  "?|DivRem${T}snippet${T}IIJJ${T}-7${T}2${T}-9223372036854775808${T}-1"
  "R 703|BaseConvert${T}snippet${T}II${T}255${T}16"
  "T java.lang.IllegalArgumentException|BaseConvert${T}snippet${T}II${T}255${T}1"
  "R 13|Tcas${T}snippet${T}IZZIIIIIIIIZ${T}700${T}1${T}1${T}1100${T}0${T}1050${T}0${T}500${T}100${T}0${T}0${T}0"
  "T java.lang.ArrayIndexOutOfBoundsException|Tcas${T}snippet${T}IZZIIIIIIIIZ${T}700${T}1${T}1${T}1000${T}0${T}1050${T}-1${T}100${T}500${T}0${T}0${T}0"
  "R 1|ExplicitThrow${T}snippet${T}II[D${T}0${T}5${T}null"
  "T java.lang.NullPointerException|ExplicitThrow${T}snippet${T}II[D${T}1${T}5${T}null"
  "R 0|ExplicitThrow${T}snippet${T}II[D${T}1${T}5${T}2:3ff0000000000000,4000000000000000"
  "T java.lang.IllegalStateException|ExplicitThrow${T}snippet${T}II[D${T}1${T}5${T}2:3ff0000000000000,7ff8000000000000"
  "?|NewtonSqrt${T}snippet${T}DI${T}4010000000000000${T}50"
  "T java.lang.IllegalArgumentException|NewtonSqrt${T}snippet${T}DI${T}7ff8000000000000${T}50"
  "?|FloatVsDouble${T}snippet${T}FFI${T}3dcccccd${T}c0490fdb${T}17"
  "R -1000|SortSearch${T}snippet${T}[II${T}0:${T}5"
  "T java.lang.NullPointerException|SortSearch${T}snippet${T}[II${T}null${T}5"
  "?|SortSearch${T}snippet${T}[II${T}5:3,-1,4,1,5${T}4"
  "?|CharArith${T}snippet${T}CI${T}97${T}-27"
  "R 1|BooleanLogic${T}snippet${T}ZZZI${T}1${T}0${T}1${T}-1"
  "?|LifeGrid${T}snippet${T}JI${T}1${T}3"
  "E class not found: NoSuchClass|NoSuchClass${T}snippet${T}I${T}1"
)

: > "$tmp/input.txt"
for c in "${cases[@]}"; do
  printf '%s\n' "${c#*|}" >> "$tmp/input.txt"
done

java -cp "$tmp/classes:$tmp/harness" Harness "$tmp/input.txt" "$tmp/output.txt" > "$tmp/stdout.txt"

fail=0
n_in=$(wc -l < "$tmp/input.txt")
n_out=$(wc -l < "$tmp/output.txt")
if [[ "$n_in" != "$n_out" ]]; then
  echo "FAIL: $n_in input lines but $n_out output lines"
  fail=1
fi
if [[ -s "$tmp/stdout.txt" ]]; then
  echo "FAIL: harness wrote to stdout (program println not captured):"
  cat "$tmp/stdout.txt"
  fail=1
fi
i=0
while IFS= read -r out; do
  c="${cases[$i]}"
  exp="${c%%|*}"
  in="${c#*|}"
  status="    "
  if [[ "$exp" != "?" ]]; then
    result="${exp%%$'\t'*}" field=""
    [[ "$exp" == *$'\t'* ]] && field="${exp#*$'\t'}"
    status="ok  "
    [[ "${out%%$'\t'*}" == "$result" ]] || { status="FAIL"; fail=1; }
    [[ -z "$field" || $'\t'"$out"$'\t' == *$'\t'"$field"$'\t'* ]] || { status="FAIL"; fail=1; }
  fi
  printf '%s %-45s <- %s\n' "$status" "$out" "${in//$'\t'/ | }"
  if [[ "$status" == "FAIL" ]]; then echo "     expected: $exp"; fi
  i=$((i + 1))
done < "$tmp/output.txt"

if [[ $fail -ne 0 ]]; then
  echo "SELFTEST FAILED"
  exit 1
fi
echo "SELFTEST OK"
