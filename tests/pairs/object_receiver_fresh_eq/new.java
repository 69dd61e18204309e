class V {
    int n;

    int snippet(int k) {
        n = n + k;
        return n;
    }
}
