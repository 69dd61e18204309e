class V {
    public static int snippet(int x) {
        if (x < 10) {
            return x + 1;
        }
        if (x < 12) {
            return x * 2 + 1;
        }
        return x - 1;
    }
}
