class V {
    public static int snippet(int x, int y) {
        if (x == y && x > 100) {
            return 0;
        }
        return x - y + 1;
    }
}
