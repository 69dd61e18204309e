class V {
    public static int snippet(int n) {
        int s = 0;
        outer:
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 4; j++) {
                if (s > 100000) {
                    break outer;
                }
                s += i + j;
            }
        }
        return s;
    }
}
