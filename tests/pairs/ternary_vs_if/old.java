// expected: EQ
// why: A conditional expression becomes an if/else assigning the same expressions.
class V {
    public static double snippet(double x, double y) {
        return x > y ? x - y : (y - x) * 0.5;
    }
}
