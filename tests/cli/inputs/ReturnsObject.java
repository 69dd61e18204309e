class ReturnsObject {
    int n;

    static ReturnsObject snippet(int x) {
        ReturnsObject r = new ReturnsObject();
        r.n = x;
        return r;
    }
}
