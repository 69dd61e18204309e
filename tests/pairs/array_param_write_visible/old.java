// expected: NEQ
// why: The old version stores x in the caller's array, which the caller sees; the new one returns x without storing it.
// witness: {0}, 5
// differs: argument a[0]
// observe return: EQ
class V {
    public static int snippet(int[] a, int x) {
        if (a.length > 0) {
            a[0] = x;
        }
        return x;
    }
}
