class V {
    public static int snippet(int x) {
        if (x < -10) {
            return -10;
        }
        if (x > 10) {
            return 10;
        }
        return x;
    }
}
