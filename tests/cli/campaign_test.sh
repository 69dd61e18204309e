#!/usr/bin/env bash
# Campaign scenarios of `symdelta bench` (called by CTest): campaign_test.sh SCENARIO CLI SOURCE_DIR WORK_DIR
#   resume  a campaign killed with SIGKILL in the middle and resumed stores exactly one result per check
#   shards  two shards merged equal the unsharded campaign; merging again adds nothing
#   memory  a check past its memory limit is an ERROR of its own while the others finish
#   usage   bad campaign options are refused with a message and exit status 2
#   resume_options  --resume with options other than the stored checks' is refused, naming them
#   resume_rows  bench and variants killed at several points and resumed leave the rows, report and
#                summary of a campaign never killed
#   merge_options  merge refuses databases whose checks ran with other options (the semantics too)
#   writers  two campaigns writing one database share the work and say which results they drop
#   resume_variants  --resume of variants made with another seed or from an edited program takes no
#                    stored result of another variant; merge refuses such databases, not others
set -uo pipefail
scenario=$1 cli=$2 src=$3 work=$4
source "$(dirname "$0")/lib.sh"
enter "$work"
pairs=$src/tests/pairs
# every stored check as CSV rows "case,expected,tool,timeout,settings,run,result" (runtime dropped)
checks() { "$cli" report "$1" --checks --format csv | tail -n +3 | cut -d, -f1-7; }

case $scenario in
resume)
  total=$(($(find "$pairs" -name old.java | wc -l) * 2))
  "$cli" bench "$pairs" --policy pasda,prv --jobs 2 --db k.db >run1.txt 2>&1 &
  pid=$!
  for _ in $(seq 600); do # until a few checks are stored (at most a minute)
    stored=0
    [ -f k.db ] && stored=$(checks k.db 2>/dev/null | wc -l)
    [ "$stored" -ge 10 ] && break
    sleep 0.1
  done
  kill -9 "$pid" 2>/dev/null || fail "the campaign ended before it could be killed"
  wait "$pid" 2>/dev/null
  sleep 0.5 # the killed campaign's checks die with it (PR_SET_PDEATHSIG)
  checks k.db | sort >before.txt
  before=$(wc -l <before.txt)
  echo "killed with $before of $total checks stored"
  [ "$before" -gt 0 ] && [ "$before" -lt "$total" ] || fail "killed with $before of $total checks stored"
  "$cli" bench "$pairs" --policy pasda,prv --jobs 2 --db k.db --resume >run2.txt 2>&1
  rc=$?
  [ $rc -eq 0 ] || fail "the resumed campaign exited with $rc: $(tail -5 run2.txt)"
  grep -q "resuming: $before of $total checks already stored" run2.txt || fail "no resume line: $(head -3 run2.txt)"
  grep -q "$((total - before)) checks to run" run2.txt || fail "$(head -3 run2.txt)"
  checks k.db | sort >after.txt
  [ "$(wc -l <after.txt)" -eq "$total" ] || fail "$(wc -l <after.txt) checks stored, expected $total"
  [ "$(cut -d, -f1-6 after.txt | sort -u | wc -l)" -eq "$total" ] || fail "a check is stored twice"
  [ -z "$(comm -23 before.txt after.txt)" ] || fail "checks stored before the kill changed: $(comm -23 before.txt after.txt)"
  grep -q "summary pasda/z3: $((total / 2)) cases" run2.txt || fail "the summary does not cover the whole campaign"
  echo "PASS: $total checks stored once each ($before before the kill)"
  ;;
shards)
  # cases that every check finishes in about 0.1 s, far within both timeouts: the verdicts
  # compared do not depend on the load (a case near a limit may end as TIMEOUT in one campaign and
  # as UNKNOWN, the engine's own limit, in the other); 8 checks a case (2 policies, 2 timeouts, 2 runs)
  args=(bench "$pairs" --filter exception_ --policy pasda,prv --timeout 10,20 --runs 2 --jobs 2)
  half=$(($(find "$pairs" -mindepth 1 -maxdepth 1 -type d -name '*exception_*' | wc -l) * 4))
  "$cli" "${args[@]}" --db whole.db >whole.txt 2>&1 || fail "unsharded: $(tail -5 whole.txt)"
  "$cli" "${args[@]}" --db s1.db --shard 1/2 >s1.txt 2>&1 || fail "shard 1: $(tail -5 s1.txt)"
  "$cli" "${args[@]}" --db s2.db --shard 2/2 >s2.txt 2>&1 || fail "shard 2: $(tail -5 s2.txt)"
  "$cli" merge merged.db s1.db s2.db >merge.txt 2>&1 || fail "merge: $(cat merge.txt)"
  n1=$(checks s1.db | wc -l) n2=$(checks s2.db | wc -l)
  [ "$n1" -eq "$half" ] && [ "$n2" -eq "$half" ] || fail "shards of $n1 and $n2 checks, expected $half each"
  diff <(checks whole.db) <(checks merged.db) || fail "the merged shards differ from the unsharded campaign"
  "$cli" merge merged.db s1.db s2.db >again.txt 2>&1 || fail "merge again: $(cat again.txt)"
  grep -q "merged.db: 0 checks added, $((2 * half)) already there" again.txt || fail "merging again: $(cat again.txt)"
  verdicts() { "$cli" report "$1" --format csv | awk '/^# /{n++} n==1 && NF'; } # the first table: Table 5 style (title, header, 2 tools x 2 timeouts x EQ/NEQ)
  [ "$(verdicts whole.db | wc -l)" -eq 10 ] || fail "unexpected verdict table: $(verdicts whole.db)"
  diff <(verdicts whole.db) <(verdicts merged.db) || fail "the reports' verdict tables differ"
  echo "PASS: 2 shards of $half checks merged equal the unsharded campaign of $((2 * half))"
  ;;
memory)
  # huge_array fills its 1 GiB in about 4 s, and more under load: a time limit well beyond that,
  # so that the memory limit is what ends it
  "$cli" bench "$src/tests/cli/inputs/campaign" --memory-limit 1024 --timeout 60 --jobs 2 --db m.db >out.txt 2>&1
  rc=$?
  cat out.txt
  [ $rc -eq 0 ] || fail "exit status $rc"
  grep -Eq "huge_array +expected EQ +result ERROR" out.txt || fail "huge_array is not an ERROR"
  grep -q "exceeded its memory limit of 1024 MiB" out.txt || fail "no memory limit message"
  grep -Eq "eq_sum +expected EQ +result EQ" out.txt || fail "eq_sum did not finish"
  grep -Eq "neq_offset +expected NEQ +result NEQ" out.txt || fail "neq_offset did not finish"
  checks m.db | grep -q "^huge_array,EQ,pasda/z3,60 s,,1,ERROR$" || fail "the ERROR is not stored: $(checks m.db)"
  echo "PASS"
  ;;
usage)
  "$cli" bench "$pairs" --filter de_morgan --db u.db >/dev/null 2>&1 || fail "a first campaign failed"
  expect 2 "u.db: usage error: the database already holds ([0-9]+) of this campaign's \\1 checks; pass --resume" \
    "$cli" bench "$pairs" --filter de_morgan --db u.db
  expect 2 "--shard 3/2: usage error: expected I/N" "$cli" bench "$pairs" --shard 3/2
  expect 2 "--resume: usage error: resuming needs the campaign's database" "$cli" bench "$pairs" --resume
  expect 2 "old.java: not a symdelta database" "$cli" report "$pairs/de_morgan/old.java"
  expect 2 "does not exist" "$cli" merge x.db nonexistent.db
  expect 2 "no checks of tool 'nope/z3' stored" "$cli" report u.db --compare pasda/z3,nope/z3
  expect 2 "format" "$cli" report u.db --format pdf
  echo "PASS"
  ;;
resume_options)
  args=(bench "$pairs" --filter de_morgan --db r.db)
  "$cli" "${args[@]}" >/dev/null 2>&1 || fail "a first campaign failed"
  # options beyond the key, compared with those stored with each check
  stored="r.db: usage error: --resume: the stored checks of this campaign ran with other options than these:"
  expect 2 "$stored" "$cli" "${args[@]}" --resume --no-witnesses
  expect 2 "^  --no-witnesses: stored off, given on$" "$cli" "${args[@]}" --resume --no-witnesses
  expect 2 "^  --tolerance: stored 1e-09, given 0.001$" "$cli" "${args[@]}" --resume --tolerance 0.001
  expect 2 "^  --prepass: stored 0.05, given 0.5$" "$cli" "${args[@]}" --resume --prepass 0.5
  expect 2 "^  --first-witness: stored off, given on$" "$cli" "${args[@]}" --resume --first-witness
  expect 2 "^  --memory-limit: stored 8192, given 4096$" "$cli" "${args[@]}" --resume --memory-limit 4096
  # options of the key: none of this campaign's checks is stored, those of its cases ran otherwise
  none="r.db: usage error: --resume: none of this campaign's checks is stored, and the stored checks of its cases"
  expect 2 "$none ran with other options than these:" "$cli" "${args[@]}" --resume --depth 20
  expect 2 "^  --depth: stored auto, given 20$" "$cli" "${args[@]}" --resume --depth 20
  expect 2 "^  --query-timeout: stored 2, given 3$" "$cli" "${args[@]}" --resume --query-timeout 3
  expect 2 "^  --timeout: stored 10, given 5, 10$" "$cli" "${args[@]}" --resume --timeout 5,10 --abstract-helpers
  expect 2 "^  --abstract-helpers: stored off, given on$" "$cli" "${args[@]}" --resume --abstract-helpers
  expect 2 "^  --observe: stored all, given return$" "$cli" "${args[@]}" --resume --observe return
  expect 2 "^  tool \\(--policy, --solver, --maybe\\): stored pasda/z3, given prv/z3$" "$cli" "${args[@]}" --resume --policy prv
  # the same options resume; without --resume another campaign joins the database
  out=$("$cli" "${args[@]}" --resume 2>&1) || fail "resuming with the same options: $out"
  grep -Eq "resuming: ([0-9]+) of \1 checks already stored" <<<"$out" || fail "$out"
  "$cli" "${args[@]}" --depth 20 >/dev/null 2>&1 || fail "another campaign in the same database failed"
  echo "PASS"
  ;;
resume_rows)
  # the rows of a database that do not depend on when or where a check ran (no ids, timings,
  # files of temporary folders, or counts of inputs the pre-pass had time for)
  rows() {
    sqlite3 "$1" "SELECT benchmark, tool_name, timeout, run_id, semantics, result, has_timed_out, is_depth_limited,
                         iteration_count, result_iteration, witness_source, witness_v1, witness_v2
                  FROM run ORDER BY benchmark, tool_name, timeout, run_id;
                  SELECT benchmark, expected FROM benchmark ORDER BY benchmark;
                  SELECT r.benchmark, r.tool_name, s.name, s.value FROM run_setting s JOIN run r ON r.id = s.run
                  ORDER BY 1, 2, 3;
                  SELECT * FROM variant ORDER BY benchmark;"
  }
  # report's tables but the step means, and the summary a campaign prints, times (0.123) dropped
  tables() {
    "$cli" report "$1" --format csv | awk -F, -v OFS=, '/^# /{keep = !/per step/}
      {for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+\.[0-9][0-9][0-9]$/) $i = "t"} keep'
  }
  summary() { sed -n '/checks run in/,$p' "$1" | tail -n +2 | sed -E 's/median [0-9.]+ s, mean [0-9.]+ s//; s/ +[0-9]+\.[0-9]+$//'; }
  count() { [ -f "$1" ] && sqlite3 "$1" "SELECT count(*) FROM run" 2>/dev/null || echo 0; }
  # kill_and_resume NAME ROWS COMMAND...: COMMAND --db NAME.db killed with SIGKILL once ROWS checks
  # are stored, then resumed; the output of the resumption in NAME.txt
  kill_and_resume() {
    local name=$1 n=$2
    shift 2
    "$@" --db "$name.db" >"$name.killed.txt" 2>&1 &
    local pid=$!
    for _ in $(seq 1200); do
      [ "$(count "$name.db")" -ge "$n" ] && break
      sleep 0.05
    done
    kill -9 "$pid" 2>/dev/null || fail "$name: the campaign ended before it could be killed"
    wait "$pid" 2>/dev/null
    sleep 0.5 # its checks die with it (PR_SET_PDEATHSIG)
    echo "$name: killed with $(count "$name.db") checks stored"
    "$@" --db "$name.db" --resume >"$name.txt" 2>&1
    local rc=$?
    [ $rc -le 1 ] || fail "$name: the resumed campaign exited with $rc: $(tail -5 "$name.txt")"
  }
  # same NAME REFERENCE: the resumed database and output equal the uninterrupted ones
  same() {
    diff <(rows "$2.db") <(rows "$1.db") || fail "$1: the resumed database's rows differ from $2's"
    diff <(tables "$2.db") <(tables "$1.db") || fail "$1: its report differs from $2's"
    diff <(summary "$2.txt") <(summary "$1.txt") || fail "$1: its summary differs from $2's"
  }
  # variants of a program whose checks end far within the limit (about 0.1 s, one 2.5 s, which a
  # loaded machine stretches: a limit it reached in one run and not in the other is no difference)
  variants=(variants "$src/tests/variants/programs/Shapes.java" --count 30 --transform add,delete,replace,swap-subtype
    --timeout 60)
  "$cli" "${variants[@]}" --db v.db >v.txt 2>&1
  [ $? -le 1 ] || fail "variants: $(tail -5 v.txt)"
  total=$(count v.db)
  [ "$(sqlite3 v.db "SELECT count(*) FROM variant WHERE test_neutral <> ''")" -gt 0 ] || fail "no variant is test-neutral"
  for n in 1 10 $((total * 2 / 3)); do
    kill_and_resume "v$n" "$n" "$cli" "${variants[@]}"
    same "v$n" v
  done
  # a campaign of two policies (8 checks a case)
  bench=(bench "$pairs" --filter exception_ --policy pasda,prv --timeout 60 --runs 2)
  "$cli" "${bench[@]}" --db b.db >b.txt 2>&1
  [ $? -le 1 ] || fail "bench: $(tail -5 b.txt)"
  total=$(count b.db)
  for n in 2 $((total / 2)); do
    kill_and_resume "b$n" "$n" "$cli" "${bench[@]}"
    same "b$n" b
  done
  echo "PASS: variants and bench killed and resumed equal the campaigns never killed"
  ;;
merge_options)
  run() { # run DB ARGS...: a small campaign stored in DB
    local db=$1
    shift
    "$cli" bench "$pairs" --filter exception_order "$@" --db "$db" >"$db.txt" 2>&1 || fail "$db: $(tail -5 "$db.txt")"
  }
  # the same checks (the same keys) in another semantics: refused, not dropped as "already there"
  run sj.db
  run si.db --semantics ideal
  expect 2 "^m.db: nothing was merged" "$cli" merge m.db sj.db si.db
  grep -q "^  --semantics: java (sj.db), ideal (si.db)$" <<<"$out" || fail "$out"
  [ ! -e m.db ] || fail "m.db was created by a refused merge"
  "$cli" merge m.db sj.db >/dev/null 2>&1 || fail "merging one database"
  expect 2 "^  --semantics: java \(m.db\), ideal \(si.db\)$" "$cli" merge m.db si.db
  [ "$(checks m.db | wc -l)" -eq "$(checks sj.db | wc -l)" ] || fail "a refused merge changed m.db"
  # shards of other options: refused, every differing option listed with its databases
  run a.db --timeout 3
  run b.db --timeout 5 --prepass 0 --no-witnesses
  expect 2 "nothing was merged" "$cli" merge ab.db a.db b.db
  for line in "  --timeout: 3 (a.db), 5 (b.db)" "  --prepass: 0.05 (a.db), 0 (b.db)" "  --no-witnesses: off (a.db), on (b.db)"; do
    grep -qxF -- "$line" <<<"$out" || fail "no line '$line': $out"
  done
  grep -q "semantics" <<<"$out" && fail "an option that does not differ is listed: $out"
  [ ! -e ab.db ] || fail "ab.db was created by a refused merge"
  # options of the key only: another campaign, merged, and said
  run c.db --timeout 5
  expect 0 "another campaign" "$cli" merge ac.db a.db c.db
  grep -qxF -- "  --timeout: 3 (a.db), 5 (c.db)" <<<"$out" || fail "$out"
  [ "$(checks ac.db | wc -l)" -eq $(($(checks a.db | wc -l) + $(checks c.db | wc -l))) ] || fail "$(checks ac.db)"
  echo "PASS"
  ;;
writers)
  # two campaigns started together on one database share the work: a check the other stored by the
  # time it is due is taken from the database, and a result the other stored first is dropped with
  # a warning (not silently)
  args=(bench "$pairs" --filter exception_ --policy pasda,prv --db w.db)
  "$cli" "${args[@]}" >w1.txt 2>&1 &
  p1=$!
  "$cli" "${args[@]}" >w2.txt 2>&1 &
  p2=$!
  wait $p1
  wait $p2
  cases=$(find "$pairs" -mindepth 1 -maxdepth 1 -type d -name '*exception_*' | wc -l)
  [ "$(checks w.db | wc -l)" -eq $((cases * 2)) ] || fail "$(checks w.db | wc -l) checks stored, expected $((cases * 2))"
  taken=$(cat w1.txt w2.txt | grep -c "stored meanwhile by another process writing w.db: its result is taken")
  dropped=$(cat w1.txt w2.txt | grep -c "w.db: warning: the check of .* was stored meanwhile by another process")
  refused=$(cat w1.txt w2.txt | grep -c "already holds")
  # (one started after the other stored a check refuses at once, as without --resume it should)
  [ $((taken + dropped)) -gt 0 ] || [ "$refused" -eq 1 ] || fail "neither says what it shares: $(cat w1.txt w2.txt)"
  if [ "$refused" -eq 0 ]; then
    for f in w1.txt w2.txt; do
      grep -q "summary pasda/z3: $cases cases" "$f" || fail "$f: the summary does not cover every case: $(cat "$f")"
    done
  fi
  echo "PASS: $taken results taken from the other campaign, $dropped dropped with a warning"
  ;;
resume_variants)
  # a case's name stands for another variant with another seed: Grades/grade-add-0 is an EQ with
  # --seed 1 (line 14) and a NEQ with --seed 3 (line 23)
  grades=$src/tests/variants/programs/Grades.java
  gen=(--count 3 --transform add --timeout 10)
  variant_rows() { sqlite3 "$1" "SELECT benchmark, line, node FROM variant ORDER BY benchmark"; }
  "$cli" variants "$grades" "${gen[@]}" --seed 3 --db g3.db >g3.txt 2>&1 || fail "seed 3: $(tail -5 g3.txt)"
  grep -Eq "Grades/grade-add-0 +expected \? +result NEQ" g3.txt || fail "seed 3: $(cat g3.txt)"
  "$cli" variants "$grades" "${gen[@]}" --seed 1 --db v.db >v1.txt 2>&1 || fail "seed 1: $(tail -5 v1.txt)"
  grep -Eq "Grades/grade-add-0 +expected \? +result EQ" v1.txt || fail "seed 1: $(cat v1.txt)"
  before=$(variant_rows v.db)
  expect 2 "^v.db: usage error: --resume: the database holds cases of this campaign as other variants" \
    "$cli" variants "$grades" "${gen[@]}" --seed 3 --db v.db --resume
  grep -qxF "  Grades/grade-add-0: stored with --seed 1, now --seed 3" <<<"$out" || fail "$out"
  grep -q "countdown-add-0\|grade-add-1" <<<"$out" && fail "a case stored of the same variant or not stored is named: $out"
  grep -q "result EQ" <<<"$out" && fail "a stored result of another variant is reported: $out"
  [ "$(variant_rows v.db)" = "$before" ] || fail "the refused campaign replaced the variants of v.db"
  [ "$(checks v.db | wc -l)" -eq 2 ] || fail "the refused campaign stored checks: $(checks v.db)"
  # the same seed resumes; another count is named too
  expect 0 "resuming: 2 of 2 checks already stored" "$cli" variants "$grades" "${gen[@]}" --seed 1 --db v.db --resume
  expect 2 "^  Grades/grade-add-0: stored with --seed 1, --count 3, now --seed 3, --count 4$" \
    "$cli" variants "$grades" --count 4 --transform add --timeout 10 --seed 3 --db v.db --resume
  # an edited program gives its variants other code under the same names
  cp "$grades" Grades.java
  "$cli" variants Grades.java "${gen[@]}" --seed 1 --db e.db >e.txt 2>&1 || fail "$(tail -5 e.txt)"
  sed -i 's/return/return /' Grades.java
  expect 2 "^  Grades/grade-add-0: stored with the same options: the program was edited since$" \
    "$cli" variants Grades.java "${gen[@]}" --seed 1 --db e.db --resume
  # merge: the same key of another variant is refused; other programs and shards of one campaign merge
  expect 2 "^m.db: nothing was merged: the databases hold checks of the same cases as other variants" \
    "$cli" merge m.db v.db g3.db
  grep -qxF "  Grades/grade-add-0: v.db (--seed 1, --count 3, --transform add, --method (all)), g3.db (--seed 3, --count 3, --transform add, --method (all))" <<<"$out" || fail "$out"
  [ ! -e m.db ] || fail "m.db was created by a refused merge"
  "$cli" variants "$src/tests/variants/programs/Shapes.java" "${gen[@]}" --seed 3 --db s.db >s.txt 2>&1 || fail "$(tail -5 s.txt)"
  expect 0 "m.db: $(($(checks v.db | wc -l) + $(checks s.db | wc -l))) checks added, 0 already there" \
    "$cli" merge m.db v.db s.db
  expect 0 "m.db: 0 checks added, 2 already there" "$cli" merge m.db v.db
  echo "PASS"
  ;;
*) fail "unknown scenario $scenario" ;;
esac
