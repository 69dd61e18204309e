class V {
    public static int snippet(int[] a, int i) {
        if (i < 0 || i >= a.length) {
            return -1;
        }
        return a[i + 1];
    }
}
