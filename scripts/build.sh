#!/usr/bin/env bash
# Configures and builds symdelta into build/ (warnings are errors; ccache is used when present).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
if [ ! -f build/CMakeCache.txt ]; then
  cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSYMDELTA_WERROR=ON
fi
cmake --build build -j "$(nproc)"
