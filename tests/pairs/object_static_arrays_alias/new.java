class V {
    static int[] a;
    static int[] b;

    public static int snippet(int x) {
        a = new int[2];
        b = new int[2];
        a[0] = x;
        b[0] = x;
        return a[0];
    }
}
