// expected: NEQ
// why: For x <= 0 the old version returns 1 and the new one 2; for x > 0 the results depend on tan(x) vs tan(2 * x).
// witness: 0.0
class V {
    public static double snippet(double x) {
        if (x <= 0) {
            return 1;
        } else if (x > 9) {
            return Math.tan(x);
        } else if (Math.tan(x) < 0) {
            return -1;
        } else {
            return 0;
        }
    }
}
