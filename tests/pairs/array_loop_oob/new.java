class V {
    public static int snippet(int x) {
        int[] a = {1, 2, 3, 4, 5};
        int s = 0;
        if (x > 0) {
            for (int i = 0; i < 5; i++) {
                s += a[i + 1] * x;
            }
        } else {
            s = -x;
        }
        return s;
    }
}
