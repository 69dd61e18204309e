class V {
    public static int snippet(int x, int y) {
        int d = x + x;
        int q = y + y;
        return d + (q + q);
    }
}
