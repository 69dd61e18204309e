// expected: EQ
// why: The unchanged loop accumulates x * 0.5 * i up to 1000 times (it reads its counter, so it is not a counted loop the engine sums up), and acc * 2.0 equals acc + acc exactly, also in IEEE doubles.
// abstraction: required
class V {
    public static double snippet(int n, double x) {
        if (n > 1000) {
            n = 1000;
        }
        double acc = 0.0;
        for (int i = 0; i < n; i++) {
            acc = acc + x * 0.5 * i;
        }
        return acc * 2.0 + x;
    }
}
