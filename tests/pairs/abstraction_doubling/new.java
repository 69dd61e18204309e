class V {
    public static int snippet(int x) {
        if (x > 1000000) {
            x = 1000000;
        }
        if (x < -1000000) {
            x = -1000000;
        }
        int y = 1;
        int c = 0;
        while (y < x) {
            y = y * 2;
            c = c + 1;
        }
        int r = 3 * c - 3 + x;
        return y + r;
    }
}
