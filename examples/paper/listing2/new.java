class V {
    public static double snippet(double x) {
        if (x <= 0) {
            return 2;
        } else if (x > 9) {
            return Math.tan(2 * x);
        } else if (Math.tan(2 * x) < 0) {
            return -1;
        } else {
            return 0;
        }
    }
}
