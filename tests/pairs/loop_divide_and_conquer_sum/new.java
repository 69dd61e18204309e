class V {
    public static int snippet(int n) {
        if (n <= 0) {
            return 0;
        }
        return rangeSum(0, n);
    }

    static int rangeSum(int lo, int hi) {
        if (hi - lo <= 256) {
            int s = 0;
            for (int i = lo; i < hi; i++) {
                s += i;
            }
            return s;
        }
        int mid = lo + (hi - lo) / 2;
        return rangeSum(lo, mid) + rangeSum(mid, hi);
    }
}
