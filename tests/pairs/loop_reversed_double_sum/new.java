class V {
    public static double snippet(int n) {
        double s = 0.0;
        for (int i = n; i > 0; i--) {
            s += 1.0 / i;
        }
        return s;
    }
}
