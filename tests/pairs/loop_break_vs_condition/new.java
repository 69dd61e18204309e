class V {
    public static int snippet(int n, int limit) {
        int s = 0;
        int i = 0;
        while (i < n && s <= limit) {
            s += i;
            i++;
        }
        return s - i;
    }
}
