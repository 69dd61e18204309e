class V {
    int n;

    int snippet(int k) {
        int r = n + k;
        if (k != 7) {
            n = r;
        }
        return r;
    }
}
