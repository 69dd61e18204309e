// expected: EQ
// why: A local object's field updated through instance methods equals the same sum computed in a local variable.
class V {
    int n;

    public static int snippet(int x, int y) {
        V c = new V();
        c.add(x);
        if (y > 0) {
            c.add(y);
        }
        return c.get();
    }

    void add(int k) {
        n += k;
    }

    int get() {
        return n;
    }
}
