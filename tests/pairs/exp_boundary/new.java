class V {
    public static double snippet(double x) {
        return x >= 3 ? Math.exp(x) : 0;
    }
}
