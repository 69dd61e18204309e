// expected: NEQ
// why: The old version dereferences a field that is still null when x is not positive; the new one checks it first.
// witness: 0
// differs: exception
class V {
    int n;
    V next;

    public static int snippet(int x) {
        V v = new V();
        if (x > 0) {
            v.next = new V();
            v.next.n = x;
        }
        return v.next.n;
    }
}
