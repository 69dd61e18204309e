// expected: EQ
// why: Summing at most the first four elements with a for loop or a while loop gives the same sum.
class V {
    public static int snippet(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length && i < 4; i++) {
            s += a[i];
        }
        return s;
    }
}
