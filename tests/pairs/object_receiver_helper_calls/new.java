class V {
    int n;

    int snippet(int k) {
        n = n + 2 * k;
        return n;
    }
}
