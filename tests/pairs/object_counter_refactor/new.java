class V {
    int n;

    public static int snippet(int x, int y) {
        int s = x;
        if (y > 0) {
            s = s + y;
        }
        return s;
    }
}
