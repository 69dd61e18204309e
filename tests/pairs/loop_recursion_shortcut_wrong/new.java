class V {
    public static int snippet(int n) {
        if (n < 0 || n > 500) {
            return 0;
        }
        int s = 0;
        int start = 1;
        if (n >= 200) {
            s = 20100;
            start = 200;
        }
        for (int i = start; i <= n; i++) {
            s += i;
        }
        return s;
    }
}
