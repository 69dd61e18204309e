// expected: NEQ
// why: sin(0) = 0 but cos(0) = 1.
// witness: 0.0
class V {
    public static double snippet(double x) {
        return 2 * Math.sin(x);
    }
}
