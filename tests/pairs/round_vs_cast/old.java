// expected: NEQ
// why: Math.round rounds half up, the cast truncates; they differ e.g. at 0.5.
// witness: 0.5
class V {
    public static int snippet(double x) {
        return (int) Math.round(x);
    }
}
