class Chunks {
    public static int snippet(int n) {
        int s = 0;
        int blocks = n / 1000;
        for (int c = 0; c < blocks; c++) {
            for (int j = 0; j < 1000; j++) {
                s += c * 1000 + j;
            }
        }
        for (int i = blocks * 1000 + 1; i < n; i++) {
            s += i;
        }
        return s;
    }
}
