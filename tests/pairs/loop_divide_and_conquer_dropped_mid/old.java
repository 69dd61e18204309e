// expected: NEQ
// why: The new version splits ranges longer than 256 into [lo, mid) and [mid + 1, hi), dropping the term mid; n <= 256 never splits, so the versions differ only from n = 257 on (mid = 128).
// witness: 257
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
        }
        return s;
    }
}
