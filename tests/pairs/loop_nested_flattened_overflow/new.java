class V {
    public static int snippet(int n) {
        int s = 0;
        int total = 3 * n;
        for (int k = 0; k < total; k++) {
            s += k % 10;
        }
        return s;
    }
}
