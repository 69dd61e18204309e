class V {
    public static double snippet(double x) {
        return x * x + 3 * x;
    }
}
