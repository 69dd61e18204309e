#!/usr/bin/env bash
# Installs everything symdelta needs on Debian 12 (the list in DEVELOPERS.md), then fetches the
# pinned tree-sitter-java grammar. Idempotent: a second run installs nothing.
# Run as root, or as a user who may use sudo.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)

packages=(
  g++ cmake ninja-build ccache pkg-config clang-format
  libz3-dev libcvc5-dev libboost-dev librange-v3-dev catch2 libbenchmark-dev
  libtree-sitter-dev libsqlite3-dev sqlite3 libfmt-dev nlohmann-json3-dev libcli11-dev
  openjdk-17-jdk-headless libjs-chart.js chromium
  clang libclang-rt-14-dev # the fuzz targets (fuzz/): clang's libFuzzer and sanitizers
)
# npm fetches the grammar; a Node.js that already ships npm is fine (Debian's npm would conflict)
command -v npm >/dev/null 2>&1 || packages+=(nodejs npm)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  echo "bootstrap: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "bootstrap: all Debian packages present"
fi

"$here/scripts/fetch-grammar.sh"
