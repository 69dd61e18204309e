class V {
    public static int snippet(int x) {
        if (x < 0) {
            return -1;
        }
        if (x <= 10) {
            return x * 2;
        }
        return x + 5;
    }
}
