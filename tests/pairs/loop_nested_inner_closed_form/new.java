class V {
    public static int snippet(int n) {
        int t = 0;
        for (int i = 0; i < n; i++) {
            int m = i % 8;
            t += m * (m - 1) / 2;
        }
        return t;
    }
}
