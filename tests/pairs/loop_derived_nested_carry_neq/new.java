class N {
    static int run(int n, int m, int k) {
        int total = 0;
        int ik = 0;
        for (int r = 0; r < n; r++) {
            int s = 0;
            for (int i = 0; i < m; i++) {
                s += ik;
                ik += k;
            }
            total += s ^ r;
        }
        return total;
    }
}
