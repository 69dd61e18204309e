class Counter {
    static int k = 0;
    public static int snippet(int x, int n) {
        k = x;
        int a = 0;
        for (int j = 0; j < n; j++) a += get(j);
        k = 2 + x;
        int r = a + get(1);
        k = 0;
        return r;
    }
    static int get(int y) {
        for (int i = 0; i < 3; i++) y += k;
        return y;
    }
}
