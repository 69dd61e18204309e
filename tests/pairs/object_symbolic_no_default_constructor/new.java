class V {
    int lo;
    int hi;

    V(int lo, int hi) {
        this.lo = lo;
        this.hi = hi;
    }

    int snippet(int x) {
        return Math.max(lo, Math.min(x, hi));
    }
}
