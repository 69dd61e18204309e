class Pow {
    public static int snippet(int b, int e) {
        if (e < 0) {
            return 0;
        }
        int r = 1;
        for (int i = 0; i < e; i++) {
            r *= b;
        }
        return r;
    }
}
