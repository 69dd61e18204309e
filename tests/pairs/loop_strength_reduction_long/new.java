class V {
    public static long snippet(int n, long step) {
        long s = 0;
        long offset = 7;
        int i = 0;
        while (i < n) {
            s += offset;
            offset += step;
            i++;
        }
        return s;
    }
}
