class V {
    public static double snippet(double x) {
        return 2 * Math.cos(x);
    }
}
