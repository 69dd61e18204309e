class V {
    public static int snippet(int x) {
        if (x == 42) {
            return 0;
        }
        return x * 2 - 1;
    }
}
