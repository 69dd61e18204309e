// expected: NEQ
// why: The strength-reduced accumulator ik is declared outside the outer loop and never reset, so from the second run of the inner loop on it carries m * k over: the versions differ for n >= 2, m >= 2 and k != 0.
// witness: 2, 2, 2
// method: run
class N {
    static int run(int n, int m, int k) {
        int total = 0;
        for (int r = 0; r < n; r++) {
            int s = 0;
            for (int i = 0; i < m; i++) {
                s += i * k;
            }
            total += s ^ r;
        }
        return total;
    }
}
