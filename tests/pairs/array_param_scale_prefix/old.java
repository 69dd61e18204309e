// expected: NEQ
// why: The new version doubles only the first element of the two it should, which the caller sees in the array.
// witness: {1.0, 1.0}
// differs: argument a[1]
// observe return: EQ
class V {
    public static void snippet(double[] a) {
        for (int i = 0; i < a.length && i < 2; i++) {
            a[i] *= 2;
        }
    }
}
