class V {
    public static int snippet(int n) {
        if (n < 0 || n > 8) {
            return -1;
        }
        return n * (n + 1) / 2;
    }
}
