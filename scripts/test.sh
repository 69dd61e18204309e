#!/usr/bin/env bash
# Builds (if needed) and runs the whole test suite with CTest. Tests that need the JVM or the
# ARDiff benchmark (../shared/benchmarks/ardiff) report "Skipped" when those are absent.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/build.sh"
cd "$here/build"
ctest --output-on-failure -j 2 --timeout 1500
