class V {
    public static int snippet(int a, int b) {
        if (a > 1000) {
            return 0;
        }
        int c = 1;
        int i = a;
        while (i > 0) {
            c = c + b;
            i--;
        }
        return c;
    }
}
