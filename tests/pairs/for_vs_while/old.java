// expected: EQ
// why: The for loop computing a falling product is rewritten as an equivalent while loop.
class V {
    public static int snippet(int x, int n) {
        if (n < 0 || n > 6) {
            return 0;
        }
        int p = 1;
        for (int i = 0; i < n; i++) {
            p = p * (x - i);
        }
        return p;
    }
}
