// expected: NEQ
// why: The new version special-cases x == 42 (the old returns 83 there).
// witness: 42
class V {
    public static int snippet(int x) {
        return x * 2 - 1;
    }
}
