// expected: NEQ
// why: The new version's instance method adds one more when its argument is over 10.
// witness: 11
class V {
    int n;

    public static int snippet(int x) {
        V c = new V();
        c.add(x);
        c.add(1);
        return c.n;
    }

    void add(int k) {
        n = n + k;
    }
}
