class V {
    public static int snippet(int k, int x) {
        int s = 0;
        for (int i = 0; i < 6; i++) {
            if (i == k) {
                continue;
            }
            s += x + i;
        }
        return s;
    }
}
