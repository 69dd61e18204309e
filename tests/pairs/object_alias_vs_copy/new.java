class V {
    int n;

    public static int snippet(int x) {
        V a = new V();
        V b = new V();
        b.n = x;
        return a.n + (a == b ? 1 : 0);
    }
}
