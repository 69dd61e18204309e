// expected: EQ
// why: Math.signum(x) is 1, -1 or 0 exactly like the nested ternary (the sign of a zero result is irrelevant to ==).
class V {
    public static double snippet(double x, double y) {
        return Math.signum(x) * y;
    }
}
