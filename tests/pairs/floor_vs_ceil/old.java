// expected: NEQ
// why: floor and ceil agree only on integers.
// witness: 0.5
class V {
    public static double snippet(double x) {
        return Math.floor(x) + 1;
    }
}
