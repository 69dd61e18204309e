// expected: NEQ
// why: The inner bound Math.min(i, 100) is rewritten as i % 101, equal for i <= 100; at i = 101 the new inner loop runs no iteration, so the versions differ only for n >= 102.
// witness: 102
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class V {
    public static int snippet(int n) {
        int t = 0;
        for (int i = 0; i < n; i++) {
            int m = Math.min(i, 100);
            for (int j = 0; j < m; j++) {
                t += j + 1;
            }
        }
        return t;
    }
}
