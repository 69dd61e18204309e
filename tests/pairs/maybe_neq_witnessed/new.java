class V {
    public static double snippet(double x) {
        if (x > 0) {
            return Math.log(x * x) + 0.001;
        }
        return 0;
    }
}
