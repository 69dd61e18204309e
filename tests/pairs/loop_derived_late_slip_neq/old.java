// expected: NEQ
// why: The accumulator slips by one after iteration 100000, so the sums differ from n = 100002 on, whatever k.
// witness: 100002, 3
// undecided: the versions part only after more iterations than the depth limit explores, which exploration alone (no pre-pass) does not reach
// method: run
class Q {
    static int run(int n, int k) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i * k + 1;
        }
        return s;
    }
}
