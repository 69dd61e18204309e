class V {
    static int made;
    int n;

    V() {
        made++;
    }

    public static int snippet(int x) {
        V b = new V();
        b.n = x;
        return b.n;
    }
}
