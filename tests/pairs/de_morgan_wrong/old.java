// expected: NEQ
// why: !(a > 0 && b > 0) is not a <= 0 && b <= 0: they differ when exactly one of a, b is positive.
// witness: 1, 0
class V {
    public static boolean snippet(int a, int b) {
        return !(a > 0 && b > 0);
    }
}
