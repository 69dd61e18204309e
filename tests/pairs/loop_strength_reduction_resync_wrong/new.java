class V {
    public static int snippet(int n, int k) {
        int s = 0;
        int ik = 0;
        for (int i = 0; i < n; i++) {
            s += ik;
            ik += k;
            if (i % 1024 == 1023) {
                ik = i * k;
            }
        }
        return s;
    }
}
