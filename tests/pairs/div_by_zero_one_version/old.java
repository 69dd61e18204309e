// expected: NEQ
// why: The new version dropped the d == 0 guard, so it throws ArithmeticException where the old returned 0.
// witness: 5, 0
class V {
    public static int snippet(int x, int d) {
        if (d == 0) {
            return 0;
        }
        return x / d;
    }
}
