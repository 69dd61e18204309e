class V {
    public static int snippet(int x) {
        if (x < 0) {
            return 0;
        }
        if (x > 100) {
            throw new IllegalArgumentException();
        }
        return x + 1;
    }
}
