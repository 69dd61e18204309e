class V {
    int n;
    V left;
    V right;

    int snippet(int x) {
        right = new V();
        left = right;
        left.n = x;
        return 2 * right.n;
    }
}
