class V {
    public static boolean snippet(int a, int b) {
        return a <= 0 && b <= 0;
    }
}
