class V {
    int n;

    public static int snippet(int x) {
        V c = x >= 0 ? new V() : null;
        if (c == null) {
            return 0;
        }
        return c.n + x;
    }
}
