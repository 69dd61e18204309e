class Scaler {
    public static long snippet(long x, long y, int n) {
        long acc = 0;
        if (x == y && n > 0) {
            int k = 0;
            while (k <= n) {
                acc += y * k;
                k++;
            }
        }
        return acc;
    }
}
