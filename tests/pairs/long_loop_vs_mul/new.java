class V {
    public static long snippet(long x) {
        return 5 * x;
    }
}
