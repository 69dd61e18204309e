// expected: EQ
// why: Testing the intervals from the top instead of the bottom yields the same class for every real x; NaN fails every comparison, so the two versions end in different branches
// witness: Double.NaN
// jvm: NEQ
class V {
    public static int snippet(double x) {
        if (x < -1) {
            return -2;
        } else if (x < 1) {
            return 0;
        } else if (x < 5) {
            return 1;
        } else {
            return 3;
        }
    }
}
