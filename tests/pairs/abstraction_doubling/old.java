// expected: EQ
// why: The unchanged doubling loop runs up to 20 times depending on x, and (c - 1) * 3 + x equals 3 * c - 3 + x whatever c is.
// abstraction: required
class V {
    public static int snippet(int x) {
        if (x > 1000000) {
            x = 1000000;
        }
        if (x < -1000000) {
            x = -1000000;
        }
        int y = 1;
        int c = 0;
        while (y < x) {
            y = y * 2;
            c = c + 1;
        }
        int r = (c - 1) * 3 + x;
        return r + y;
    }
}
