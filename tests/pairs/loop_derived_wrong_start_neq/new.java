class Q {
    static int run(int n, int k) {
        int s = 0;
        int ik = k;
        for (int i = 0; i < n; i++) {
            s += ik + 1;
            ik += k;
        }
        return s;
    }
}
