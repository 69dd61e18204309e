#!/usr/bin/env bash
# Builds the fuzz targets (if needed) and runs each for SECONDS on its seed corpus:
#   fuzz/run.sh SECONDS [TARGET...]     (default: every target; names as in fuzz/CMakeLists.txt)
# First it replays fuzz/regressions/TARGET (every input a fuzzer once failed on), then fuzzes, one
# target at a time. Exits non-zero on any crash, hang (an input over 10 s), out-of-memory or
# sanitizer report; the reproducer is left in $SYMDELTA_FUZZ_ARTIFACTS (default build-fuzz/artifacts),
# the folder the failure message names. The corpus grows in build-fuzz/corpus/TARGET, seeded by
# fuzz/corpus.sh; libFuzzer's last status line of each run goes to build-fuzz/logs/TARGET.log.
# Environment: SYMDELTA_FUZZ_BUILD (default build-fuzz), SYMDELTA (a symdelta program for the JSON and
# database seeds, default build/tools/symdelta/symdelta when built).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:?usage: fuzz/run.sh SECONDS [TARGET...]}
shift
targets=("$@")
((${#targets[@]})) || targets=(java_frontend cases_tsv inputs_file run_arguments json_record sqlite_database)
build=${SYMDELTA_FUZZ_BUILD:-$here/build-fuzz}
artifacts=${SYMDELTA_FUZZ_ARTIFACTS:-$build/artifacts}

if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_C_COMPILER=clang -DSYMDELTA_FUZZ=ON -DSYMDELTA_WERROR=ON -DSYMDELTA_BUILD_TESTS=OFF \
    -DSYMDELTA_BUILD_BENCH=OFF -DSYMDELTA_BUILD_TOOLS=OFF >/dev/null
fi
cmake --build "$build" -j 2 --target "${targets[@]/#/fuzz_}"
[ -d "$build/corpus" ] || "$here/fuzz/corpus.sh" "$build/corpus"
mkdir -p "$artifacts" "$build/logs"

export LSAN_OPTIONS=suppressions=$here/fuzz/lsan.supp
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
failed=()
for t in "${targets[@]}"; do
  exe=$build/fuzz/fuzz_$t
  mkdir -p "$build/corpus/$t"
  if [ -d "$here/fuzz/regressions/$t" ]; then
    echo "== $t: replaying fuzz/regressions/$t"
    if ! "$exe" -runs=0 -timeout=10 -rss_limit_mb=4096 "$here/fuzz/regressions/$t" >"$build/logs/$t-regressions.log" 2>&1; then
      echo "fuzz/run.sh: $t: a regression input fails again; see $build/logs/$t-regressions.log" >&2
      failed+=("$t")
      continue
    fi
  fi
  echo "== $t: fuzzing for $seconds s"
  # -max_len: a database needs more than libFuzzer's default (the largest seed, at most 4096 bytes
  # when the corpus has none larger)
  max_len=16384
  [ "$t" = sqlite_database ] && max_len=65536
  if "$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=$max_len -print_final_stats=1 \
    -artifact_prefix="$artifacts/$t-" "$build/corpus/$t" >"$build/logs/$t.log" 2>&1; then
    # the last status line (executions, cov:, ft:, corpus) and the totals
    echo "$(grep -aE '^#[0-9]+[[:space:]]' "$build/logs/$t.log" | tail -1 | cut -c1-110) |" \
      "$(grep -aE 'stat::(number_of_executed_units|peak_rss_mb)' "$build/logs/$t.log" | tr -s ' ' | tr '\n' ' ')"
  else
    echo "fuzz/run.sh: $t: FAILED; reproducer: $(ls -t "$artifacts/$t-"* 2>/dev/null | head -1) (log: $build/logs/$t.log)" >&2
    grep -E 'ERROR|SUMMARY|runtime error' "$build/logs/$t.log" | head -5 >&2 || true
    failed+=("$t")
  fi
done
if ((${#failed[@]})); then
  echo "fuzz/run.sh: failing targets: ${failed[*]}; reproducers in $artifacts" >&2
  exit 1
fi
echo "fuzz/run.sh: ${#targets[@]} targets, no crash, hang or sanitizer report"
