#!/usr/bin/env bash
# The HTML pages (report/html.hpp) opened in headless Chromium: what the rendered DOM shows, no
# message in the console (a script error, or a request the page's Content-Security-Policy
# refused), no request leaving the file (a copy without that policy, with Chromium's network
# log), and a screenshot kept in ARTIFACTS. Skipped (77) without Chromium.
#   check     Listing 2's page: the verdict, every partition, the witness; a partition selected
#             lights up its lines and shows its path condition; a renamed pair's page names the
#             classes matched
#   campaign  a small campaign's page: the tables, the cactus plot and histogram, a case's check
#   variants  the page of `variants --emit`: the NVR tables and the diffs
#   text      the text report elides long terms, --full prints them whole; terms read as Java in
#             the text report and the pages, as SMT-LIB with --smtlib and in --json
#   hostile   string literals an HTML parser acts on inside <script> ("<!--<script>", "</script>"
#             in any case): the pages' data holds none of them raw, and the pages draw
set -uo pipefail
scenario=$1 cli=$2 src=$3 work=$4 artifacts=$5
source "$(dirname "$0")/lib.sh"
enter "$work"
paper=$src/examples/paper
pairs=$src/tests/pairs
mkdir -p "$artifacts"

browser=$(command -v chromium || command -v chromium-browser || true)
if [ "$scenario" != text ] && [ "$scenario" != hostile ] && [ -z "$browser" ]; then
  echo "SKIP: no chromium (scripts/bootstrap.sh installs Debian's)"
  exit 77
fi
# the browser's own background traffic (updates, accounts) is not the page's
chrome=("$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-sync
  --disable-background-networking --disable-component-update --disable-default-apps
  --user-data-dir="$work/profile" --enable-logging=stderr --v=0)

# render PAGE [#FRAGMENT] NAME: the DOM after the scripts ran in dom.html, the console checked,
# a screenshot in ARTIFACTS/NAME.png
render() {
  local page=$1 fragment=$2 name=$3 url
  url="file://$work/$page$fragment"
  timeout 120 "${chrome[@]}" --dump-dom "$url" >dom.html 2>console.txt || fail "chromium could not open $url"
  if grep -q "CONSOLE" console.txt; then fail "the console of $url says: $(grep CONSOLE console.txt)"; fi
  [ -s dom.html ] || fail "no DOM for $url"
  timeout 120 "${chrome[@]}" --window-size=1400,1200 --screenshot="$artifacts/$name.png" "$url" >/dev/null 2>&1
  [ -s "$artifacts/$name.png" ] || fail "no screenshot of $url"
}

# no_requests PAGE: without its Content-Security-Policy, the page still asks for nothing beyond itself
no_requests() {
  sed 's/<meta http-equiv="Content-Security-Policy"[^>]*>//' "$1" >open.html
  grep -q "Content-Security-Policy" open.html && fail "the policy was not removed"
  timeout 120 "${chrome[@]}" --log-net-log="$work/net.json" --dump-dom "file://$work/open.html" >/dev/null 2>&1
  [ -s net.json ] || fail "no network log"
  local urls
  urls=$(grep -o '"url":"[^"]*"' net.json | sort -u | grep -v "\"url\":\"file://$work/open.html\"" |
    grep -Ev '"url":"https?://([a-z0-9-]+\.)*(google\.com|googleapis\.com|gvt1\.com|gstatic\.com)/' || true)
  [ -z "$urls" ] || fail "$1 makes requests: $urls"
}

# has REGEX WHAT: the DOM matches REGEX
has() { grep -Eq -- "$1" dom.html || fail "the DOM has no $2 (${1})"; }

case $scenario in
check)
  expect 1 "result: NEQ" "$cli" check --explore all "$paper/listing2/old.java" "$paper/listing2/new.java" \
    --html listing2.html
  partitions=$(grep -Ec "^partition [0-9]+:" <<<"$out")
  [ "$partitions" -ge 2 ] || fail "too few partitions to test: $out"
  grep -q 'http-equiv="Content-Security-Policy" content="default-src .none.' listing2.html ||
    fail "no Content-Security-Policy in the page"
  render listing2.html "" listing2
  has 'id="verdict">NEQ<' "verdict"
  has 'policy <b>pasda</b>' "policy"
  has 'id="witness">.*x = 0\.0' "program witness"
  shown=$(grep -Eo 'id="partition-[0-9]+"' dom.html | sort -u | wc -l)
  [ "$shown" -eq "$partitions" ] || fail "$shown partition rows for $partitions partitions"
  has 'class="t-keyword">return<' "highlighted keyword"
  has '<tr id="o7" class="changed">' "old line 7 (return 1) marked changed"
  # partition 0 (x <= 0): old lines 5-7 and new lines 2-4 light up
  render listing2.html "#partition=0" listing2-partition0
  has 'id="partition-detail"' "partition detail"
  has 'Path condition' "path condition"
  for line in o5 o6 o7 n2 n3 n4; do
    has "<tr id=\"$line\" class=\"[a-z ]*covered" "covered line $line"
  done
  grep -Eq '<tr id="o9" class="[a-z ]*covered' dom.html && fail "old line 9 lit up for partition 0"
  no_requests listing2.html
  # versions whose compared methods' classes and names differ: the page names both methods and the classes matched
  m=$pairs/match_class_and_entry_renamed_neq
  expect 1 "result: NEQ" "$cli" check --method Meter.read --new-method Gauge.value "$m/old.java" "$m/new.java" \
    --html renamed.html
  render renamed.html "" renamed
  has 'Meter.read \(new: Gauge.value\)' "both methods in the title"
  has 'id="classes"><b>classes</b> Meter = Gauge \(the compared method.s class\)' "the classes matched"
  ;;
campaign)
  for policy in pasda dse; do
    for pair in de_morgan abs_threshold_wrong; do
      "$cli" check --explore all --policy $policy --db camp.db "$pairs/$pair/old.java" "$pairs/$pair/new.java" \
        >/dev/null 2>&1
    done
  done
  expect 0 "" "$cli" report camp.db --format html -o camp.html
  [ "$(grep -c 'id="check-[0-9]*"' camp.html)" -eq 4 ] || fail "not 4 inlined checks"
  render camp.html "" campaign
  has '<canvas id="cactus"' "cactus plot"
  has '<canvas id="histogram"' "runtime histogram"
  has 'Program-level verdicts per tool' "Table 5"
  has 'Mean runtime per step' "Table 10"
  has '<th[^>]*>dse/z3 10 s</th>' "a column per tool"
  links=$(grep -Eo 'href="#check=[0-9]+"' dom.html | sort -u)
  [ "$(wc -l <<<"$links")" -eq 4 ] || fail "not 4 links to checks: $links"
  # the NEQ case's check, opened from the campaign
  id=$("$cli" report camp.db --checks --format csv | grep "abs_threshold_wrong.*pasda" | awk -F, '{print $NF}')
  [ -n "$id" ] || fail "no id of the NEQ check"
  render camp.html "#check=$id" campaign-check
  has 'id="verdict">NEQ<' "the check's verdict"
  has 'href="#" class="back"' "a way back"
  # the same check's page on its own
  expect 0 "" "$cli" report camp.db --format html --check "$id" -o one.html
  render one.html "" campaign-one-check
  has 'id="verdict">NEQ<' "the check's verdict"
  expect 2 "needs --format html" "$cli" report camp.db --check "$id"
  expect 2 "no run with id 999" "$cli" report camp.db --format html --check 999
  no_requests camp.html
  ;;
variants)
  expect 0 "variants.html" "$cli" variants "$src/tests/variants/programs/Grades.java" --method countdown \
    --transform loop-flip,delete --count 2 --emit out --timeout 5
  render out/variants.html "" variants
  has 'Neutral variants per transformation' "NVR table"
  has 'countdown-loop-flip-0: EQ' "the loop flip's verdict"
  has '<div class="del">- ' "a deleted line"
  has '<div class="add">\+ ' "an added line"
  no_requests out/variants.html
  ;;
text)
  # (Listing 2's path conditions are longer than a line as SMT-LIB, not as Java)
  expect 1 "PC: .*\.\.\. \[[0-9]+ more characters; --full shows them\]" \
    "$cli" check --explore all --smtlib "$paper/listing2/old.java" "$paper/listing2/new.java"
  expect 1 "result: NEQ" "$cli" check --explore all --smtlib --full "$paper/listing2/old.java" \
    "$paper/listing2/new.java"
  grep -q "more characters" <<<"$out" && fail "--full still elides: $out"
  grep -Eq "PC: .{121,}" <<<"$out" || fail "--full prints no long path condition: $out"
  # terms as Java, their constants kept (x > 9 was (fp.gt x fp.numeral)); SMT-LIB with --smtlib and in --json
  expect 1 "PC: +!\(x <= 0\.0\) && !\(x > 9\.0\) && Math\.tan\(x\) < 0\.0 && Math\.tan\(x \* 2\.0\) < 0\.0$" \
    "$cli" check --explore all --json l2.json "$paper/listing2/old.java" "$paper/listing2/new.java"
  grep -Eq "PC: +!\(x <= 0\.0\) && x > 9\.0$" <<<"$out" || fail "no Java path condition x > 9.0: $out"
  grep -Eq "fp\.|numeral|#b" <<<"$out" && fail "SMT-LIB in the Java report: $out"
  grep -q '(fp.gt x (fp #b0 #b10000000010 #x2000000000000))' l2.json || fail "--json lost the SMT-LIB terms"
  expect 1 "PC: +\(not \(fp\.leq x \(_ \+zero 11 53\)\)\) && \(fp\.gt x \(fp #b0 #b10000000010 #x2000000000000\)\)$" \
    "$cli" check --explore all --smtlib "$paper/listing2/old.java" "$paper/listing2/new.java"
  # the HTML pages: check --html, and report's pages of a stored check
  expect 1 "result: NEQ" "$cli" check --explore all --db l2.db --html l2.html "$paper/listing2/old.java" \
    "$paper/listing2/new.java"
  expect 1 "result: NEQ" "$cli" check --explore all --smtlib --html l2-smt.html "$paper/listing2/old.java" \
    "$paper/listing2/new.java"
  expect 0 "" "$cli" report l2.db --format html --check 1 -o l2-report.html
  expect 0 "" "$cli" report l2.db --format html --check 1 --smtlib -o l2-report-smt.html
  for page in l2.html l2-report.html; do
    grep -q 'Math.tan(x \* 2.0)' $page || fail "$page has no Java term Math.tan(x * 2.0)"
    grep -Eq "fp\.gt|numeral" $page && fail "$page has SMT-LIB terms"
  done
  for page in l2-smt.html l2-report-smt.html; do
    grep -q '(fp.gt x (fp #b0 #b10000000010 #x2000000000000))' $page || fail "$page has no SMT-LIB term"
  done
  expect 0 "--smtlib" "$cli" check --help
  expect 0 "--smtlib" "$cli" report --help
  ;;
hostile)
  in=$src/tests/cli/inputs
  expect 1 "result: NEQ" "$cli" check --explore all "$in/HostileOld.java" "$in/HostileNew.java" --html check.html \
    --db hostile.db
  expect 0 "" "$cli" report hostile.db --format html -o campaign.html
  for page in check.html campaign.html; do
    # the text of each data element, up to the first "</script" (any case) after its start tag
    perl -0777 -ne 'while (/<script type="application\/json"[^>]*>(.*?)<\/script/gis) { print "$1\n" }' "$page" \
      >data.txt
    [ -s data.txt ] || fail "no data in $page"
    grep -Eiq '<!--|<script|</script' data.txt &&
      fail "$page's data holds markup: $(grep -Eio '.{0,20}(<!--|<script|</script).{0,20}' data.txt | head -3)"
    grep -Fq '\u003c!--\u003cSCRIPT>' data.txt || fail "$page's data lost the literal '<!--<SCRIPT>'"
    # every script element ends where it should: as many end tags as start tags, no comment opened
    opened=$(grep -Eio '<script' "$page" | wc -l) closed=$(grep -Eio '</script' "$page" | wc -l)
    [ "$opened" -eq "$closed" ] || fail "$page: $opened <script, $closed </script"
    grep -q '<!--' "$page" && fail "$page holds '<!--'"
  done
  if [ -n "$browser" ]; then
    render check.html "" hostile-check
    has 'id="verdict">NEQ<' "verdict"
    has '&lt;!--&lt;SCRIPT&gt;' "the old version's output as text"
    render campaign.html "" hostile-campaign
    has 'Program-level verdicts per tool' "Table 5"
  fi
  ;;
*) fail "unknown scenario $scenario" ;;
esac
echo "PASS"
