class V {
    public static double snippet(int a) {
        return a / 2.0;
    }
}
