// expected: EQ
// why: Math.abs(d) and d < 0 ? -d : d agree on every int (including the wrap-around at Integer.MIN_VALUE).
class V {
    public static int snippet(int x, int y) {
        return Math.abs(x - y);
    }
}
