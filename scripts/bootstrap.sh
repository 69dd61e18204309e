#!/usr/bin/env bash
# Installs everything symdelta needs on Debian 12. Idempotent: a second run installs nothing new.
# Usage: scripts/bootstrap.sh            (as root, or with sudo available)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)

packages=(
  g++ cmake make ninja-build ccache pkg-config
  libz3-dev libcvc5-dev libboost-dev librange-v3-dev catch2 libbenchmark-dev
  libtree-sitter-dev libsqlite3-dev libfmt-dev nlohmann-json3-dev libcli11-dev
  openjdk-17-jdk-headless nodejs npm
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# nodejs from other sources ships npm itself; accept any working npm
if command -v npm >/dev/null 2>&1; then
  missing=("${missing[@]/npm}")
fi
read -r -a missing <<<"${missing[*]}"
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  echo "bootstrap: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "bootstrap: Debian packages present"
fi

# tree-sitter-java grammar: only parser.c and its headers are used, compiled by CMake.
"$here/scripts/fetch-grammar.sh"
