class V {
    public static int snippet(int n) {
        int s = 0;
        int m = Math.min(n, 1024);
        for (int i = 0; i < m; i++) {
            s += 2 * i + 1;
        }
        for (int i = 1024; i < n; i++) {
            s += 2 * i;
        }
        return s;
    }
}
