class V {
    public static int snippet(int x) {
        if (x == 1) {
            return 3;
        }
        if (x == 2) {
            return 2;
        }
        if (x == 3) {
            return 7;
        }
        return -1;
    }
}
