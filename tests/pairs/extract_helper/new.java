class V {
    public static int snippet(int x, int y) {
        int a = mix(x, y);
        int b = mix(y, x);
        if (a > b) {
            return a - b;
        }
        return b - a + 1;
    }

    static int mix(int p, int q) {
        return p * p + 3 * q;
    }
}
