class V {
    public static int snippet(int x, int y) {
        int t = y * 2;
        int s = x + 1;
        int u = s - t;
        return s * u;
    }
}
