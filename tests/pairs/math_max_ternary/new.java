class V {
    public static int snippet(int a, int b, int c) {
        int hi = a >= b ? a : b;
        int lo = a <= c ? a : c;
        return hi - lo;
    }
}
