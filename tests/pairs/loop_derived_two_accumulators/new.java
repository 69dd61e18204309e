class P {
    static int run(int n, int a, int b) {
        int s = 0;
        int ia = 0, ib = 0;
        for (int i = 0; i < n; i++) {
            s += ia + ib;
            ia += a;
            ib += b;
        }
        return s;
    }
}
