class V {
    public static int snippet(int x) {
        int r;
        if (x < 0) {
            r = -1;
        } else if (x == 0) {
            r = 0;
        } else if (x < 100) {
            r = 1;
        } else {
            r = 2;
        }
        return r;
    }
}
