class V {
    int n;

    V snippet(int k) {
        n = k;
        V c = new V();
        c.n = k;
        return c;
    }
}
