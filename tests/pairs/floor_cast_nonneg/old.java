// expected: EQ
// why: Negative inputs are rejected first, and for x >= 0 truncation and floor coincide.
class V {
    public static int snippet(double x) {
        if (x < 0) {
            return -1;
        }
        return (int) x;
    }
}
