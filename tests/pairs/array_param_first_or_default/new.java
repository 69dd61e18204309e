class V {
    public static int snippet(int[] a) {
        if (a.length == 0) {
            return -1;
        }
        return a[0];
    }
}
