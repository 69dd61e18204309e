class V {
    public static int snippet(int n) {
        if (n < 0 || n > 6) {
            return 0;
        }
        int s = 0;
        for (int i = 0; i <= n; i++) {
            s += i * i;
        }
        return s;
    }
}
