// expected: EQ
// why: Two names for one new object are == and two new objects are not, so the old version always returns x.
class V {
    int n;

    public static int snippet(int x) {
        V a = new V();
        V b = a;
        V c = new V();
        if (a == b && a != c) {
            return x;
        }
        return -x;
    }
}
