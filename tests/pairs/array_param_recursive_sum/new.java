class V {
    public static int snippet(int[] a, int k) {
        int s = 0;
        for (int i = Math.min(k, 3) - 1; i >= 0; i--) {
            s += a[i];
        }
        return s;
    }
}
