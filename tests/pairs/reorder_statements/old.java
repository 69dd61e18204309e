// expected: EQ
// why: Two independent assignments are swapped and a commutative product is flipped.
class V {
    public static int snippet(int x, int y) {
        int s = x + 1;
        int t = y * 2;
        int u = s - t;
        return u * s;
    }
}
