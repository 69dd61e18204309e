class V {
    public static double snippet(double x, double y) {
        double s = x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0);
        return s * y;
    }
}
