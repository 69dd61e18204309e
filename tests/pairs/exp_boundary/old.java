// expected: NEQ
// why: At x == 3 the old version returns 0 and the new one exp(3).
// witness: 3.0
class V {
    public static double snippet(double x) {
        return x > 3 ? Math.exp(x) : 0;
    }
}
