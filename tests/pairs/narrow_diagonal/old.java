// expected: NEQ
// why: The new version special-cases equal arguments above 100.
// witness: 101, 101
class V {
    public static int snippet(int x, int y) {
        return x - y + 1;
    }
}
