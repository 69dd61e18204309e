class V {
    public static int snippet(int n) {
        int s = 0;
        for (int i = n - 1; i >= 0; i--) {
            s += i + 1;
        }
        return s;
    }
}
