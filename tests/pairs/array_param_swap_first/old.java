// expected: EQ
// why: Swapping the first two elements through a temporary or through two saved values leaves the same array.
class V {
    public static void snippet(double[] a) {
        if (a.length < 2) {
            return;
        }
        double t = a[0];
        a[0] = a[1];
        a[1] = t;
    }
}
