class V {
    int base;

    V() {
        this.base = 11;
    }

    int snippet(int x) {
        return base + x;
    }
}
