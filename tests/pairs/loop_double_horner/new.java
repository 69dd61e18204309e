class V {
    public static double snippet(double x, int n) {
        double p = 1.0;
        for (int i = 0; i < n; ++i) {
            double t = p * x;
            p = t + 1.0;
        }
        return -1.0 + p;
    }
}
