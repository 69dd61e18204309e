class V {
    int a;
    int b;

    V(int a, int b) {
        this.a = a;
        this.b = b;
    }

    void snippet() {
        a = b;
        b = a;
    }
}
