// expected: NEQ
// why: Negative inputs throw a different exception class.
// witness: -1
class V {
    public static int snippet(int x) {
        if (x < 0) {
            throw new IllegalArgumentException();
        }
        return x * 2;
    }
}
