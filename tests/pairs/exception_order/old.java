// expected: NEQ
// why: When both a and b are negative the old version throws IllegalArgumentException and the new IllegalStateException.
// witness: -1, -1
class V {
    public static int snippet(int a, int b) {
        if (a < 0) {
            throw new IllegalArgumentException();
        }
        if (b < 0) {
            throw new IllegalStateException();
        }
        return a + b;
    }
}
