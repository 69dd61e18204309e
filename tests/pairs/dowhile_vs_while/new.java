class V {
    public static int snippet(int x, int n) {
        if (n < 1 || n > 7) {
            return 0;
        }
        int s = 0;
        int i = 0;
        while (i < n) {
            s += x + i;
            i++;
        }
        return s;
    }
}
