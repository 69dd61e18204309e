class V {
    int n;

    public static int snippet(int x) {
        int[] ns = {0, 10, 20};
        return ns[x];
    }
}
