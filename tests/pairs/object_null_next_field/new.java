class V {
    int n;
    V next;

    public static int snippet(int x) {
        V v = new V();
        if (x > 0) {
            v.next = new V();
            v.next.n = x;
        }
        return v.next == null ? -1 : v.next.n;
    }
}
