class V {
    public static int snippet(int a, int b, int c) {
        return a + c;
    }
}
