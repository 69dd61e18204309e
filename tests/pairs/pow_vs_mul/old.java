// expected: EQ
// why: Math.pow(x, 2) is x * x (exactly so in Java as well), so the two polynomials agree.
class V {
    public static double snippet(double x) {
        return Math.pow(x, 2) + 3 * x;
    }
}
