// expected: NEQ
// why: The running sum 0 + 1 + ... + i equals 5050 exactly at i = 100; the new test s >= 5050 returns there while the old s > 5050 goes on, so they differ only for n >= 101.
// witness: 101
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
            if (s > 5050) {
                return i;
            }
        }
        return -s;
    }
}
