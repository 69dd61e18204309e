class V {
    public static int snippet(int x) {
        if (x <= 10) {
            return x;
        }
        return 10 - x;
    }
}
