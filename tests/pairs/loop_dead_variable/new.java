class V {
    public static int snippet(int n) {
        int s = 0;
        int squares = 0;
        long steps = 0;
        for (int i = 0; i < n; i++) {
            squares += i * i;
            s = s * 3 + i;
            steps++;
        }
        return s;
    }
}
