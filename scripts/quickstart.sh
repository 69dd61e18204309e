#!/usr/bin/env bash
# One command from a fresh Debian 12 machine (as root) to a working symdelta: installs the
# dependencies, builds, and checks the PASDA paper's Listing 2 (examples/paper/listing2).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/bootstrap.sh"
"$here/scripts/build.sh"
echo
echo "\$ symdelta check examples/paper/listing2/old.java examples/paper/listing2/new.java"
status=0
"$here/build/tools/symdelta/symdelta" check "$here/examples/paper/listing2/old.java" "$here/examples/paper/listing2/new.java" || status=$?
# exit status as diff(1): 1 means "not equivalent", the expected answer for this pair
[ "$status" -eq 1 ] || { echo "quickstart: unexpected exit status $status" >&2; exit 1; }
