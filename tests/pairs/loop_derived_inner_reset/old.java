// expected: EQ
// why: The inner loop's product i * k is strength-reduced into ik, which is reset to 0 before every run of the inner loop; the outer loop is unchanged.
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
