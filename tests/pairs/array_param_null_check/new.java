class V {
    public static int snippet(int[] a) {
        return a.length;
    }
}
