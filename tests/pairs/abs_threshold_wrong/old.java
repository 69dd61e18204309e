// expected: NEQ
// why: Using x < -1 instead of x < 0 leaves -1 negative.
// witness: -1
class V {
    public static int snippet(int x) {
        return x < 0 ? -x : x;
    }
}
