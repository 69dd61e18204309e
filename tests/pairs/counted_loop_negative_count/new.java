class V {
    public static int snippet(int a, int b) {
        if (a > 1000) {
            return 0;
        }
        return a * b;
    }
}
