class V {
    public static int snippet(int x, int y) {
        if (y == 0) {
            throw new IllegalArgumentException();
        }
        return x > 0 ? x / y : -x / y;
    }
}
