class V {
    public static int snippet(double x) {
        if (x < 0) {
            return -1;
        }
        return (int) Math.floor(x);
    }
}
