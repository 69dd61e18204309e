#!/usr/bin/env bash
# Checks that docs/architecture.md draws the include graph of include/symdelta as it is: the
# folder graph computed from the `#include "symdelta/<folder>/..."` lines must equal the edges
# listed in the document's ```layers block, which must have no cycle. The compiled program's
# folders (src/<folder>, private headers and sources) are layers named `src/<folder>` above the
# library; the library includes none of them.
#   scripts/check-layers.sh [repository root]      (ctest: layers)
# An include of an umbrella header (symdelta/solver.hpp, symdelta/symdelta.hpp) counts as
# including the folders the umbrella includes. Fails, naming the file, on an include the
# document does not allow; fails on an edge the document lists that no include makes (in a
# folder that exists), and on a folder the document does not list.
set -euo pipefail
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
inc=$root/include/symdelta
doc=$root/docs/architecture.md
[[ -d $inc && -f $doc ]] || { echo "check-layers: no $inc or $doc" >&2; exit 2; }

declare -A allowed=() documented=() actual=() where=() umbrella=()
# the allowed edges: "folder -> a b c" lines in the ```layers block
block=$(awk '/^```layers[[:space:]]*$/ {on=1; next} on && /^```/ {exit} on' "$doc")
[[ -n $block ]] || { echo "check-layers: $doc has no \`\`\`layers block" >&2; exit 2; }
while read -r from arrow rest; do
  [[ -z $from || $from == \#* ]] && continue
  [[ $arrow == "->" ]] || { echo "check-layers: cannot read '$from $arrow $rest' in $doc" >&2; exit 2; }
  documented[$from]=1
  for to in $rest; do allowed["$from $to"]=1; done
done <<<"$block"

# folders an umbrella header includes
for u in "$inc"/*.hpp; do
  name=$(basename "$u" .hpp)
  umbrella[$name]=$(grep -oE '^#include "symdelta/[a-z_]+/' "$u" | sed -E 's|.*symdelta/([a-z_]+)/|\1|' | sort -u | tr '\n' ' ')
done
for name in "${!umbrella[@]}"; do # an umbrella may name another (symdelta.hpp includes solver.hpp)
  for v in $(grep -oE '^#include "symdelta/[a-z_]+\.hpp"' "$inc/$name.hpp" | sed -E 's|.*symdelta/([a-z_]+)\.hpp"|\1|'); do
    umbrella[$name]+=" ${umbrella[$v]:-}"
  done
done

status=0
# A subdivided folder's subfolders are layers of their own (engine/semantics, ...), and the
# folder itself stands for its files outside them.
subdivided=(engine)
is_subdivided() { local x; for x in "${subdivided[@]}"; do [[ $x == "$1" ]] && return 0; done; return 1; }
folders=
for f in $(find "$inc" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort); do
  folders+=" $f"
  if is_subdivided "$f"; then
    for sub in $(find "$inc/$f" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort); do folders+=" $f/$sub"; done
  fi
done
programs=
if [[ -d $root/src ]]; then programs=$(find "$root/src" -mindepth 1 -maxdepth 1 -type d -printf 'src/%f\n' | sort); fi
# the layer an include names: "engine/semantics/ideal.hpp" -> engine/semantics, "ir/node.hpp" -> ir,
# "solver.hpp" -> the folders that umbrella includes
layer_of() {
  local path=$1 top=${1%%/*} rest
  if [[ $path != */* ]]; then echo "${umbrella[${path%.hpp}]:-}"; return; fi
  rest=${path#*/}
  if is_subdivided "$top" && [[ $rest == */* ]]; then echo "$top/${rest%%/*}"; else echo "$top"; fi
}
for f in $folders $programs; do
  dir=$inc/$f depth=()
  [[ $f == src/* ]] && dir=$root/$f
  is_subdivided "$f" && depth=(-maxdepth 1) # the folder's own files; its subfolders are layers
  if [[ -z ${documented[$f]:-} ]]; then
    echo "check-layers: folder $f is not in the layers block of docs/architecture.md"
    status=1
  fi
  while IFS=: read -r file target; do
    for t in $(layer_of "$target"); do
      [[ $t == "$f" ]] && continue
      actual["$f $t"]=1
      where["$f $t"]=${where["$f $t"]:-${file#"$root"/}}
    done
  done < <(find "$dir" "${depth[@]}" -type f -name '*.[hc]pp' -exec grep -oE '^#include "symdelta/[a-z_/]+\.hpp' /dev/null {} + |
           sed -E 's|#include "symdelta/||')
done
for p in $programs; do # the library never includes the program's private headers
  if found=$(grep -rlE "^#include [\"<]${p#src/}/" "$inc"); then
    echo "check-layers: the library includes $p's private headers: ${found//$'\n'/ }"
    status=1
  fi
done

for e in "${!actual[@]}"; do
  if [[ -z ${allowed[$e]:-} ]]; then
    echo "check-layers: undocumented include ${e/ / -> } (${where[$e]}); draw it in docs/architecture.md or remove it"
    status=1
  fi
done
for e in "${!allowed[@]}"; do
  from=${e%% *}
  from_dir=$inc/$from
  [[ $from == src/* ]] && from_dir=$root/$from
  if [[ -d $from_dir && -z ${actual[$e]:-} ]]; then
    echo "check-layers: docs/architecture.md says ${e/ / -> }, but nothing in $from includes it"
    status=1
  fi
done
# the allowed graph is a layering: no cycle
if ! for e in "${!allowed[@]}"; do echo "$e"; done | tsort >/dev/null 2>&1; then
  echo "check-layers: the layers block of docs/architecture.md has a cycle"
  status=1
fi
[[ $status == 0 ]] && echo "check-layers: ${#actual[@]} folder includes, all drawn in docs/architecture.md"
exit $status
