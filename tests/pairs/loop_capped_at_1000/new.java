class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n && i < 1000; i++) {
            s += i % 7 + 1;
        }
        return s;
    }
}
