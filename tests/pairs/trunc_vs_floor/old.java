// expected: NEQ
// why: (int) rounds toward zero while Math.floor rounds down, so negative non-integers differ.
// witness: -0.5
class V {
    public static int snippet(double x) {
        return (int) x;
    }
}
