class V {
    public static int snippet(int x, int lo, int hi) {
        return Math.min(hi, Math.max(x, lo));
    }
}
