class V {
    public static int snippet(int[] a, int x) {
        if (a.length > 0) {
            return x;
        }
        return x;
    }
}
