class V {
    public static int snippet(int n) {
        if (n < 0 || n > 7) {
            throw new IllegalArgumentException();
        }
        int f = 1;
        for (int i = 2; i <= n; i++) {
            f *= i;
        }
        return f;
    }
}
