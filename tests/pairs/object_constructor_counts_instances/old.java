// expected: NEQ
// why: Each object built increments a static counter, and the old version builds one object more than the new one.
// witness: 0
// differs: static made
// observe return: EQ
class V {
    static int made;
    int n;

    V() {
        made++;
    }

    public static int snippet(int x) {
        V a = new V();
        V b = new V();
        b.n = x;
        return a.n + b.n;
    }
}
