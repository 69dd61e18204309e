class V {
    public static int snippet(int x) {
        if (x == 0) {
            return 10;
        } else if (x == 1) {
            return 20;
        } else if (x == 2 || x == 3) {
            return 30;
        } else {
            return x;
        }
    }
}
