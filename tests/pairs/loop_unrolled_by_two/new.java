class V {
    public static int snippet(int n, int x) {
        int s = 0;
        int i = 0;
        for (; i + 1 < n; i += 2) {
            s += x * i + 1;
            s += x * (i + 1) + 1;
        }
        if (i < n) {
            s += x * i + 1;
        }
        return s;
    }
}
