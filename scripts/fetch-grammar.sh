#!/usr/bin/env bash
# Downloads the pinned tree-sitter-java grammar from npm into third_party/ (git-ignored).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
version=0.23.5
dest="$here/third_party/tree-sitter-java"
if [ -f "$dest/src/parser.c" ] && grep -q "\"version\": \"$version\"" "$dest/package.json" 2>/dev/null; then
  echo "bootstrap: tree-sitter-java $version present"
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "tree-sitter-java@$version" >/dev/null && tar xzf tree-sitter-java-$version.tgz)
rm -rf "$dest"
mkdir -p "$(dirname "$dest")"
mv "$tmp/package" "$dest"
echo "bootstrap: tree-sitter-java $version fetched"
