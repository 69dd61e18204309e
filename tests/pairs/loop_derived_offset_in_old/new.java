class Acc {
    static int run(int n, int d) {
        int t = 0;
        for (int j = 0; j < n; j++) {
            t += 3 + 2 * d * j;
        }
        return t;
    }
}
