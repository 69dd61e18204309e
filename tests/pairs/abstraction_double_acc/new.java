class V {
    public static double snippet(int n, double x) {
        if (n > 1000) {
            n = 1000;
        }
        double acc = 0.0;
        for (int i = 0; i < n; i++) {
            acc = acc + x * 0.5 * i;
        }
        return acc + acc + x;
    }
}
