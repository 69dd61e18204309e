class V {
    public static double snippet(double x, double y) {
        double r;
        if (x > y) {
            r = x - y;
        } else {
            r = (y - x) * 0.5;
        }
        return r;
    }
}
