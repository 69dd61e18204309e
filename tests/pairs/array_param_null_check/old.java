// expected: NEQ
// why: The old version returns 0 for a null array, the new one throws NullPointerException.
// witness: null
// differs: exception
class V {
    public static int snippet(int[] a) {
        if (a == null) {
            return 0;
        }
        return a.length;
    }
}
