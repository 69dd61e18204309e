#!/usr/bin/env bash
# The study of docs/variants.md: `symdelta variants` on each method of the ARDiff benchmark (the
# oldV.java of its Eq case), every campaign in one database, then the NVR tables of `report`.
#   scripts/variants-study.sh [BENCHMARK_DIR] [OUT_DIR] [options of variants, e.g. --count 3]
# SYMDELTA names the program (default: build/tools/symdelta/symdelta). Rerunning with the same
# OUT_DIR continues where it stopped (--resume).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bench=${1:-$root/../shared/benchmarks/ardiff}
out=${2:-variants-study}
shift $(($# < 2 ? $# : 2))
cli=${SYMDELTA:-$root/build/tools/symdelta/symdelta}
[ -x "$cli" ] || { echo "variants-study: no program $cli (build first, or set SYMDELTA)" >&2; exit 2; }
mkdir -p "$out/programs"
for f in "$bench"/*/*/Eq/oldV.java; do
  name=$(echo "${f#"$bench"/}" | cut -d/ -f1-2 | tr / _) # Bess/bessj -> Bess_bessj: the case names' prefix
  cp "$f" "$out/programs/$name.java"
  resume=()
  [ -f "$out/study.db" ] && resume=(--resume)
  "$cli" variants "$out/programs/$name.java" --method snippet --db "$out/study.db" "${resume[@]}" "$@" \
    >"$out/$name.txt" 2>&1 || echo "$name: exit status $? (see $out/$name.txt)"
  echo "$name: $(grep -m1 ' variants of ' "$out/$name.txt")"
done
"$cli" report "$out/study.db"
