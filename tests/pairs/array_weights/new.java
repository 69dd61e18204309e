class V {
    public static int snippet(int a, int b, int c) {
        return a + 2 * b + 3 * c;
    }
}
