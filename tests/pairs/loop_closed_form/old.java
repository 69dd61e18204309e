// expected: EQ
// why: For 0 <= n <= 8 the sum 1 + ... + n equals n * (n + 1) / 2; other n return -1 in both.
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
