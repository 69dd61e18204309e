// expected: EQ
// why: The same Math.sin(x) call is kept; only the statement order and the operand order of exact commutative operations change.
class V {
    public static double snippet(double x, double y) {
        double s = Math.sin(x);
        double k = 2 * y;
        return s * k;
    }
}
