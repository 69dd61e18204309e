// expected: NEQ
// why: The old version reads a field through a reference that is null for negative inputs and throws NullPointerException; the new one checks first.
// witness: -1
class V {
    int n;

    public static int snippet(int x) {
        V c = x >= 0 ? new V() : null;
        return c.n + x;
    }
}
