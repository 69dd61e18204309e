class V {
    public static void snippet(double[] a) {
        if (a.length > 0) {
            a[0] = a[0] + a[0];
        }
    }
}
