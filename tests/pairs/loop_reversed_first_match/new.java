class V {
    public static int snippet(int n) {
        int i = n;
        while (i > 0) {
            i--;
            if (i % 1000 == 999) {
                return i;
            }
        }
        return -1;
    }
}
