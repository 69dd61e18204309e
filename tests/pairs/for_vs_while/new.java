class V {
    public static int snippet(int x, int n) {
        if (n < 0 || n > 6) {
            return 0;
        }
        int p = 1;
        int i = 0;
        while (i < n) {
            p = p * (x - i);
            i++;
        }
        return p;
    }
}
