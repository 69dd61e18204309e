// expected: NEQ
// why: The new loop also stops at i == 1000, so the versions agree for n <= 1000 and differ from n = 1001 on, where the old one adds 1000 % 7 + 1 = 7 more.
// witness: 1001
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i % 7 + 1;
        }
        return s;
    }
}
