class V {
    public static int snippet(int n) {
        int s = 0;
        int j = 0;
        for (int i = 0; i < n; i++) {
            s += j;
            j++;
            if (j == 999) {
                j = 0;
            }
        }
        return s;
    }
}
