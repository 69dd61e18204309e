// expected: NEQ
// why: n * (n - 1) / 2 is the sum 0 + ... + (n - 1), not 1 + ... + n.
// witness: 1
class V {
    public static int snippet(int n) {
        if (n < 0 || n > 8) {
            return -1;
        }
        int s = 0;
        for (int i = 1; i <= n; i++) {
            s += i;
        }
        return s;
    }
}
