// expected: NEQ
// why: The new accumulator ik (= i * k) is resynchronised every 1024 iterations, but to i * k instead of (i + 1) * k, so from i = 1024 on it lags by k: the versions differ for n >= 1025 and k != 0.
// witness: 1025, 1
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach; the pre-pass finds the witness
class V {
    public static int snippet(int n, int k) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i * k;
        }
        return s;
    }
}
