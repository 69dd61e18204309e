// expected: NEQ
// why: i % 1000 is replaced by a counter j that wraps to 0, but at 999 instead of 1000, so the terms agree for i < 999 and the versions differ only for n >= 1000.
// witness: 1000
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i % 1000;
        }
        return s;
    }
}
