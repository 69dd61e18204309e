class V {
    public static int snippet(int x) {
        if (x < 0) {
            throw new IllegalStateException();
        }
        return x * 2;
    }
}
