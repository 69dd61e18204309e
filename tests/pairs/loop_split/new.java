class V {
    public static int snippet(int n, int x) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += x;
        }
        int p = 1;
        for (int j = 0; j < n; j++) {
            p = p * 3 + j;
        }
        return s - p;
    }
}
