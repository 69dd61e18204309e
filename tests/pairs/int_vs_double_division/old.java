// expected: NEQ
// why: a / 2 truncates before widening to double, a / 2.0 does not; they differ for odd a.
// witness: 1
class V {
    public static double snippet(int a) {
        return a / 2;
    }
}
