class V {
    public static int snippet(int n, int seed) {
        if (n < 1) {
            return seed;
        }
        int v = seed;
        int c = 0;
        while (c < n) {
            v = 5 * v + 1;
            c += 1;
        }
        return v;
    }
}
