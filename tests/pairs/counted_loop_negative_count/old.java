// expected: NEQ
// why: The loop adds b a times, which is a * b only for a >= 0: a negative a runs it zero times.
// witness: -1, 1
class V {
    public static int snippet(int a, int b) {
        if (a > 1000) {
            return 0;
        }
        int c = 0;
        for (int i = 1; i <= a; ++i) {
            c += b;
        }
        return c;
    }
}
