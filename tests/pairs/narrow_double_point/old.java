// expected: NEQ
// why: The lower bound changes from > 2.5 to >= 2.5, so only the single point 2.5 differs.
// witness: 2.5
class V {
    public static double snippet(double x) {
        if (x > 2.5 && x < 2.75) {
            return 1.0;
        }
        return 0.0;
    }
}
