// expected: NEQ
// why: Writing through an alias changes the object both names refer to; writing to a second object does not.
// witness: 5
class V {
    int n;

    public static int snippet(int x) {
        V a = new V();
        V b = a;
        b.n = x;
        return a.n + (a == b ? 1 : 0);
    }
}
