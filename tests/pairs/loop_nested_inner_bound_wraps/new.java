class V {
    public static int snippet(int n) {
        int t = 0;
        for (int i = 0; i < n; i++) {
            int m = i % 101;
            for (int j = 0; j < m; j++) {
                t += j + 1;
            }
        }
        return t;
    }
}
