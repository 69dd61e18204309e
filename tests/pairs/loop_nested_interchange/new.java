class V {
    public static int snippet(int n) {
        int s = 0;
        for (int j = 0; j < 4; j++) {
            for (int i = 0; i < n; i++) {
                s += i * j + j;
            }
        }
        return s;
    }
}
