// expected: EQ
// why: The first element or -1 for an empty array, by a conditional or by an early return; both throw on null.
class V {
    public static int snippet(int[] a) {
        return a.length > 0 ? a[0] : -1;
    }
}
