class V {
    public static int snippet(int n, int x) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i % 7;
        }
        int d = s - x;
        if (s <= x) {
            d = x - s;
        }
        return d;
    }
}
