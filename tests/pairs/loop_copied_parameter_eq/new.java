class Walk {
    public static long snippet(int n, int limit, int step) {
        limit = n;
        long acc = 0;
        int i = 0;
        while (i < n) {
            acc += step * (long) i;
            i += 2;
        }
        return acc;
    }
}
