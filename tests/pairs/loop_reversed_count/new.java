class V {
    public static int snippet(int n) {
        int c = 0;
        int i = n;
        while (i > 0) {
            i--;
            if (i % 3 == 0) {
                c++;
            }
        }
        return c;
    }
}
