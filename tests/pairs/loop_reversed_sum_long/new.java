class V {
    public static long snippet(int n) {
        long acc = 0L;
        for (int j = n; j > 0; j--) {
            long m = j - 1;
            acc += m * m + m;
        }
        return acc;
    }
}
