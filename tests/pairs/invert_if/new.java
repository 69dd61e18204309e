class V {
    public static int snippet(int x, int y) {
        int r;
        if (x <= 5 || y == 0) {
            r = x + y;
        } else {
            r = x - y;
        }
        return 2 * r;
    }
}
