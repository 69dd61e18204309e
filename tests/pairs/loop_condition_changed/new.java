class V {
    public static int snippet(int x) {
        int c = 0;
        while (x > 1 && c < 8) {
            if (x % 2 == 0) {
                x = x / 2;
            } else {
                x = 3 * x + 1;
            }
            c++;
        }
        return c;
    }
}
