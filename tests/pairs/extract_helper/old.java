// expected: EQ
// why: The repeated expression p * p + 3 * q is moved into a helper called with the same arguments.
class V {
    public static int snippet(int x, int y) {
        int a = x * x + 3 * y;
        int b = y * y + 3 * x;
        if (a > b) {
            return a - b;
        }
        return b - a + 1;
    }
}
