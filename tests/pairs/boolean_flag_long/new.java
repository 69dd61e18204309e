class V {
    public static long snippet(boolean neg, long x) {
        if (!neg) {
            return x;
        }
        return -x;
    }
}
