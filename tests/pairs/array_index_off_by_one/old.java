// expected: NEQ
// why: The new bound check admits k == 4, which is out of range for the length-4 array.
// witness: 4
class V {
    public static int snippet(int k) {
        int[] a = {4, 8, 15, 16};
        if (k < 0 || k >= 4) {
            return -1;
        }
        return a[k];
    }
}
