// expected: EQ
// why: The loop summing i % 7 is unchanged; the distance between s and x computed after it is rewritten from an if with two returns to a local chosen by the negated test, the same value on every path.
class V {
    public static int snippet(int n, int x) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i % 7;
        }
        if (s > x) {
            return s - x;
        }
        return x - s;
    }
}
