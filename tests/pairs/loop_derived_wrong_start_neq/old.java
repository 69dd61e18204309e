// expected: NEQ
// why: The accumulator starts at k instead of 0: ik == (i + 1) * k, one step ahead of i * k, which an iteration preserves but the entry breaks; the versions differ for n >= 1 and k != 0.
// witness: 1, 1
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
