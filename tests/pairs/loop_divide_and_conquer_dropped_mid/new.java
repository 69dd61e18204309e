class V {
    public static int snippet(int n) {
        if (n <= 0) {
            return 0;
        }
        return part(0, n);
    }

    static int part(int lo, int hi) {
        if (hi - lo <= 256) {
            int s = 0;
            for (int i = lo; i < hi; i++) {
                s += i;
            }
            return s;
        }
        int mid = lo + (hi - lo) / 2;
        return part(lo, mid) + part(mid + 1, hi);
    }
}
