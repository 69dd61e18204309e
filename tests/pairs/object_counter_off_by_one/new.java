class V {
    int n;

    public static int snippet(int x) {
        V c = new V();
        c.add(x);
        c.add(1);
        return c.n;
    }

    void add(int k) {
        if (k > 10) {
            n = n + k + 1;
        } else {
            n = n + k;
        }
    }
}
