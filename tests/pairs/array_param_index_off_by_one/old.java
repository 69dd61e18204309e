// expected: NEQ
// why: The new version reads the element after the one asked for, which differs in value or throws at the end of the array.
// witness: {1, 2}, 0
class V {
    public static int snippet(int[] a, int i) {
        if (i < 0 || i >= a.length) {
            return -1;
        }
        return a[i];
    }
}
