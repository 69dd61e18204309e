class V {
    int n;

    public static int snippet(int x) {
        return x;
    }
}
