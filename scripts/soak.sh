#!/usr/bin/env bash
# Runs generated programs and pairs against the JVM for HOURS (issue 48): new seed ranges, two at a
# time (the machine's two cores), until the time is up. Each range runs the [generated] test (our
# interpreter against the JVM) and the [generated-pairs] test (symdelta's verdicts in Java and ideal
# semantics against the JVM and the ideal interpreter). Every failure is minimised and filed as a
# pair folder under OUT/failures; the counts of each range are appended to OUT/stats.jsonl and the
# totals printed at the end (and whenever the script is stopped with Ctrl-C).
#
#   scripts/soak.sh HOURS [OUT] [FIRST_SEED]
#
# OUT defaults to soak-<date>; FIRST_SEED to 1000000 (the CI ranges start at 0); SOAK_JOBS=1 runs
# one range at a time (on a machine shared with other work). A range is 100
# pairs and 1000 programs; the seeds a run reached are in OUT/next-seed, where a later run with
# the same OUT goes on.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
if [[ $# -lt 1 || ! "$1" =~ ^[0-9]+([.][0-9]+)?$ ]]; then
  echo "usage: scripts/soak.sh HOURS [OUT] [FIRST_SEED]" >&2
  exit 2
fi
hours=$1
out=${2:-soak-$(date +%Y%m%d-%H%M%S)}
mkdir -p "$out/failures" "$out/logs"
out=$(cd "$out" && pwd)
binary="$here/build/tests/jvm_differential"
if [[ ! -x "$binary" ]]; then
  echo "soak: building jvm_differential and symdelta first" >&2
  cmake --build "$here/build" --target jvm_differential symdelta_cli -j2 >&2
fi
next=${3:-$(cat "$out/next-seed" 2>/dev/null || echo 1000000)}
deadline=$(($(date +%s) + $(awk "BEGIN { printf \"%d\", $hours * 3600 }")))
pairs_per_range=100
programs_per_range=1000

summary() {
  echo "soak: $out"
  python3 - "$out/stats.jsonl" <<'EOF'
import json, sys, collections
ranges, pairs, failures = 0, 0, 0
verdicts = collections.defaultdict(collections.Counter)
try:
    lines = open(sys.argv[1]).read().splitlines()
except FileNotFoundError:
    lines = []
for line in lines:
    s = json.loads(line)
    ranges += 1
    pairs += s.get("pairs", 0)
    for sem in ("java", "ideal"):
        for intent, counts in s.get(sem, {}).items():
            if isinstance(counts, dict):
                verdicts[f"{sem}, {intent}"].update(counts)
        failures += s.get(sem, {}).get("failures", 0)
print(f"  {ranges} pair ranges, {pairs} pairs (each checked in both semantics), {failures} oracle failures")
for k in sorted(verdicts):
    print(f"  {k}: " + ", ".join(f"{v} {n}" for v, n in sorted(verdicts[k].items())))
EOF
  echo "  programs against the JVM: $(grep -h 'generated programs (seeds' "$out"/logs/programs-*.log 2>/dev/null |
    awk '{ n += $1 } END { print n + 0 }') programs"
  echo "  failures filed: $(find "$out/failures" -mindepth 1 -maxdepth 1 -type d | wc -l) (in $out/failures)"
}
trap 'summary; exit 130' INT TERM

run_range() { # seed: one range of pairs and one of programs
  local seed=$1
  SYMDELTA_PAIR_SEEDS="$seed:$pairs_per_range" SYMDELTA_GENERATED_FAILURES="$out/failures" \
    SYMDELTA_GENERATED_STATS="$out/stats.jsonl" "$binary" "[generated-pairs]" >"$out/logs/pairs-$seed.log" 2>&1 ||
    echo "soak: seeds $seed..: a pair failed (log $out/logs/pairs-$seed.log)" >&2
  SYMDELTA_GENERATED_SEEDS="$seed:$programs_per_range" "$binary" "[generated]" >"$out/logs/programs-$seed.log" 2>&1 ||
    echo "soak: seeds $seed..: a program disagreed with the JVM (log $out/logs/programs-$seed.log)" >&2
}

while (($(date +%s) < deadline)); do
  a=$next b=$((next + programs_per_range))
  next=$((next + 2 * programs_per_range))
  echo "$next" >"$out/next-seed"
  echo "soak: seeds $a and $b ($(date +%H:%M:%S))" >&2
  if [[ ${SOAK_JOBS:-2} == 1 ]]; then
    run_range "$a"
    run_range "$b"
  else
    run_range "$a" &
    run_range "$b" &
    wait
  fi
done
summary
