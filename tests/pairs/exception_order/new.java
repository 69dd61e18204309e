class V {
    public static int snippet(int a, int b) {
        if (b < 0) {
            throw new IllegalStateException();
        }
        if (a < 0) {
            throw new IllegalArgumentException();
        }
        return a + b;
    }
}
