// expected: EQ
// why: The condition is negated (with De Morgan) and the two branches are swapped.
class V {
    public static int snippet(int x, int y) {
        int r;
        if (x > 5 && y != 0) {
            r = x - y;
        } else {
            r = x + y;
        }
        return r * 2;
    }
}
