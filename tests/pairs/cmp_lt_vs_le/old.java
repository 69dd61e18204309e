// expected: NEQ
// why: At x == 10 the old version takes the second branch (0) and the new one the first (10).
// witness: 10
class V {
    public static int snippet(int x) {
        if (x < 10) {
            return x;
        }
        return 10 - x;
    }
}
