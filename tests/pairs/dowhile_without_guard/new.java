class V {
    public static int snippet(int n, int x) {
        if (n > 7) {
            return 0;
        }
        int s = 0;
        int i = 0;
        do {
            s += x;
            i++;
        } while (i < n);
        return s;
    }
}
