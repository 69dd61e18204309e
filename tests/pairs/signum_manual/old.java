// expected: EQ
// why: Math.signum(x) is 1, -1 or 0 like the nested ternary for reals; on the JVM signum(-0.0) is -0.0, which a caller tells from 0.0
// witness: -0.0, 1.0
// jvm: NEQ
class V {
    public static double snippet(double x, double y) {
        return Math.signum(x) * y;
    }
}
