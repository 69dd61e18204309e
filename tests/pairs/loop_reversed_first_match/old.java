// expected: NEQ
// why: The old loop returns the first i in [0, n) with i % 1000 == 999 and the reversed new one the last; they differ only when there are two such i, from n = 2000 on.
// witness: 2000
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class V {
    public static int snippet(int n) {
        for (int i = 0; i < n; i++) {
            if (i % 1000 == 999) {
                return i;
            }
        }
        return -1;
    }
}
