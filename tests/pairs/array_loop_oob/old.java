// expected: NEQ
// why: For x > 0 the new loop reads a[5] of a length-5 array and throws ArrayIndexOutOfBoundsException.
// witness: 1
class V {
    public static int snippet(int x) {
        int[] a = {1, 2, 3, 4, 5};
        int s = 0;
        if (x > 0) {
            for (int i = 0; i < 4; i++) {
                s += a[i + 1] * x;
            }
        } else {
            s = -x;
        }
        return s;
    }
}
