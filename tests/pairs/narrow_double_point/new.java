class V {
    public static double snippet(double x) {
        if (x >= 2.5 && x < 2.75) {
            return 1.0;
        }
        return 0.0;
    }
}
