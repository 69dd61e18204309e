class V {
    public static int snippet(int x) {
        return 3 * x + 2;
    }
}
