// expected: NEQ
// why: The new version splits the loop at 1024 and its second loop adds 2 * i instead of 2 * i + 1, so the versions agree for n <= 1024 and differ from n = 1025 on.
// witness: 1025
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += 2 * i + 1;
        }
        return s;
    }
}
