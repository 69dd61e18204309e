class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
            if (s >= 5050) {
                return i;
            }
        }
        return -s;
    }
}
