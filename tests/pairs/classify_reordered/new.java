class V {
    public static int snippet(double x) {
        if (x >= 5) {
            return 3;
        }
        if (x >= 1) {
            return 1;
        }
        if (x >= -1) {
            return 0;
        }
        return -2;
    }
}
