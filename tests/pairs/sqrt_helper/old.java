// expected: EQ
// why: The negative-input check and the sqrt call move into a helper that throws the same exception.
class V {
    public static double snippet(double x) {
        if (x < 0) {
            throw new IllegalArgumentException();
        }
        return Math.sqrt(x) + 1;
    }
}
