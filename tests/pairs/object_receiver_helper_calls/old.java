// expected: EQ
// why: Adding k twice through instance helpers on the receiver equals adding 2k at once.
class V {
    int n;

    int snippet(int k) {
        add(k);
        add(k);
        return get();
    }

    void add(int d) {
        n += d;
    }

    int get() {
        return this.n;
    }
}
