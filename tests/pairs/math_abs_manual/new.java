class V {
    public static int snippet(int x, int y) {
        int d = x - y;
        return d < 0 ? -d : d;
    }
}
