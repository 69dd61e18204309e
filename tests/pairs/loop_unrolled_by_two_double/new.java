class V {
    public static double snippet(int count, double x) {
        double p = 1.0;
        int k = 0;
        while (k + 1 < count) {
            p = p * x + k;
            p = p * x + (k + 1);
            k += 2;
        }
        if (k < count) {
            p = p * x + k;
        }
        return p;
    }
}
