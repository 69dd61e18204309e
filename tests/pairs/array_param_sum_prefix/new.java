class V {
    public static int snippet(int[] a) {
        int n = Math.min(a.length, 4);
        int s = 0;
        int i = 0;
        while (i < n) {
            s = s + a[i];
            i++;
        }
        return s;
    }
}
