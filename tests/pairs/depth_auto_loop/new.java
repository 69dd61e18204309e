class V {
    public static int snippet(int n) {
        if (n < 0 || n > 30) {
            return 0;
        }
        return 2 * n;
    }
}
