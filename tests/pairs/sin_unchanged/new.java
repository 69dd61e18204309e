class V {
    public static double snippet(double x, double y) {
        double k = y * 2;
        double s = Math.sin(x);
        return k * s;
    }
}
