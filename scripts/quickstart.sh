#!/usr/bin/env bash
# One command from a fresh Debian 12 machine (as root) to a working symdelta: installs the
# dependencies, builds, and runs the CLI on the bundled example.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/bootstrap.sh"
"$here/scripts/build.sh"
echo
echo "\$ symdelta run examples/quickstart/Gcd.java -- 12 18"
"$here/build/tools/symdelta/symdelta" run "$here/examples/quickstart/Gcd.java" -- 12 18
echo "\$ symdelta ir examples/quickstart/Gcd.java"
"$here/build/tools/symdelta/symdelta" ir "$here/examples/quickstart/Gcd.java"
