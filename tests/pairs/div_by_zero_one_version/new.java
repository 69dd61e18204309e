class V {
    public static int snippet(int x, int d) {
        return x / d;
    }
}
