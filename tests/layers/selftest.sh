#!/usr/bin/env bash
# The layers check (scripts/check-layers.sh) fails where it should: on a copy of the headers and
# docs/architecture.md, an include that reaches up, the library including the program's private
# headers, an edge the document lists that nothing
# makes, and a folder the document does not list are each reported.
set -uo pipefail
root=${1:?repository root}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fresh() {
  rm -rf "$tmp/r" && mkdir -p "$tmp/r/docs" && cp -r "$root/include" "$root/src" "$tmp/r/" && cp "$root/docs/architecture.md" "$tmp/r/docs/"
}
expect() { # expect <what> <pattern>: the check fails, printing the pattern
  local out
  if out=$(bash "$root/scripts/check-layers.sh" "$tmp/r" 2>&1); then
    echo "FAIL: $1 passed the check"; exit 1
  fi
  grep -q -- "$2" <<<"$out" || { echo "FAIL: $1: expected '$2' in: $out"; exit 1; }
  echo "ok: $1"
}
fresh
bash "$root/scripts/check-layers.sh" "$tmp/r" >/dev/null || { echo "FAIL: the unchanged copy fails"; exit 1; }
echo '#include "symdelta/engine/differ.hpp"' >>"$tmp/r/include/symdelta/core/text.hpp"
expect "core including engine" "undocumented include core -> engine (include/symdelta/core/text.hpp)"
fresh
echo '#include "symdelta/engine/explore/path_search.hpp"' >>"$tmp/r/include/symdelta/engine/values/value.hpp"
expect "an engine layer including one above it" "undocumented include engine/values -> engine/explore"
fresh
echo '#include "cli/options.hpp"' >>"$tmp/r/include/symdelta/report/text.hpp"
expect "the library including the program's private headers" "the library includes src/cli's private headers"
fresh
echo '#include "symdelta/solver.hpp"' >>"$tmp/r/include/symdelta/report/text.hpp"
expect "report including the solver umbrella" "undocumented include report -> solver"
fresh
sed -i 's/^report  *-> core model$/report           -> core model ir/' "$tmp/r/docs/architecture.md"
expect "a listed edge nothing makes" "says report -> ir, but nothing in report includes it"
fresh
mkdir "$tmp/r/include/symdelta/extra" && echo '#pragma once' >"$tmp/r/include/symdelta/extra/x.hpp"
expect "an unlisted folder" "folder extra is not in the layers block"
fresh
sed -i 's/^core  *->$/core             -> report/' "$tmp/r/docs/architecture.md"
expect "a cycle" "has a cycle"
