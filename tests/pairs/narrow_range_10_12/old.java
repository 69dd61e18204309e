// expected: NEQ
// why: Only the middle branch changed, and it is taken just for x = 10 and x = 11.
// witness: 11
class V {
    public static int snippet(int x) {
        if (x < 10) {
            return x + 1;
        }
        if (x < 12) {
            return x * 2;
        }
        return x - 1;
    }
}
