class V {
    public static int snippet(int n, int x) {
        if (n > 1000) {
            n = 1000;
        }
        if (x > 1000) {
            x = 1000;
        }
        if (x < -1000) {
            x = -1000;
        }
        int s = 0;
        for (int i = 0; i < n; i++) {
            s = s + x * i;
        }
        return x + s + x;
    }
}
