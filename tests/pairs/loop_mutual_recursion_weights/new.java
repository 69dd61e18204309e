class V {
    public static int snippet(int n, int w) {
        if (n < 0 || n > 500) {
            return 0;
        }
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i % 2 == 0 ? w : 2 * w;
        }
        return s;
    }
}
