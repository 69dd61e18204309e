// expected: EQ
// why: Both branches threw IllegalArgumentException for y == 0, so the check can be done once up front.
class V {
    public static int snippet(int x, int y) {
        if (x > 0) {
            if (y == 0) {
                throw new IllegalArgumentException();
            }
            return x / y;
        } else {
            if (y == 0) {
                throw new IllegalArgumentException();
            }
            return -x / y;
        }
    }
}
