class V {
    public static void snippet(double[] a) {
        int n = a.length;
        if (n >= 2) {
            double first = a[0];
            double second = a[1];
            a[1] = first;
            a[0] = second;
        }
    }
}
