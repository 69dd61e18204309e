class V {
    public static int snippet(int x) {
        int s = 0;
        for (int i = 0; i < 6; i++) {
            if (i % 2 != 0) {
                s += x * i;
            }
        }
        return s;
    }
}
