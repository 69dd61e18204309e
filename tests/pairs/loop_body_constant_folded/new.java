class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += 3600 * i + 168;
        }
        return s;
    }
}
