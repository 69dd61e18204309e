class V {
    public static double snippet(double x) {
        return Math.ceil(x) + 1;
    }
}
