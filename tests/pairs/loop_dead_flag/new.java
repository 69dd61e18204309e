class Acc {
    public static int snippet(int n, int x) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            int term = i * x;
            s = i % 2 == 0 ? s + term : s - term;
        }
        return s;
    }
}
