class V {
    public static double snippet(double x) {
        return root(x) + 1;
    }

    static double root(double v) {
        if (v < 0) {
            throw new IllegalArgumentException();
        }
        return Math.sqrt(v);
    }
}
