class V {
    public static int snippet(int n) {
        if (n < 0 || n > 500) {
            return -1;
        }
        int s = 0;
        for (int i = 1; i <= n; i++) {
            s += i * i;
        }
        return s;
    }
}
