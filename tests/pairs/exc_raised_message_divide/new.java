class V {
    public static int snippet(int a) {
        return 100 / a;
    }
}
