class V {
    public static int snippet(int n) {
        if (n < 0 || n > 30) {
            return 0;
        }
        int s = 0;
        while (s < 2 * n) {
            s += 2;
        }
        return s;
    }
}
