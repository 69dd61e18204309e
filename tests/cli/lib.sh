# Helpers of the CLI's shell tests, sourced by campaign_test.sh and input_test.sh.

# fail MESSAGE: the test fails with MESSAGE.
fail() {
  echo "FAIL: $*"
  exit 1
}

# expect STATUS REGEX COMMAND...: COMMAND exits with STATUS and its output (stdout and stderr)
# matches REGEX; the output stays in $out.
expect() {
  local status=$1 regex=$2
  shift 2
  out=$("$@" 2>&1)
  local rc=$?
  [ $rc -eq "$status" ] || fail "'$*' exited with $rc, expected $status: $out"
  grep -Eq -- "$regex" <<<"$out" || fail "'$*' says: $out"
}

# enter DIR: DIR, emptied, is the working directory.
enter() {
  rm -rf "$1" && mkdir -p "$1" && cd "$1" || exit 1
}
