// expected: EQ
// why: A dot product over two local arrays of length 3 is unrolled into a + 2 * b + 3 * c.
class V {
    public static int snippet(int a, int b, int c) {
        int[] w = {1, 2, 3};
        int[] v = {a, b, c};
        int s = 0;
        for (int i = 0; i < 3; i++) {
            s += w[i] * v[i];
        }
        return s;
    }
}
