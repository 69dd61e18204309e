class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += 7 * i + 3;
        }
        return s + s + 1;
    }
}
