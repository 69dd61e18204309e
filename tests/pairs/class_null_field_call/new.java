class V {
    public static int snippet(int x) {
        Holder h = new Holder();
        if (x > 0) h.shape = new Circle(x);
        if (h.shape == null) return -1;
        return h.shape.size();
    }

    static class Holder {
        Circle shape;
    }

    static class Circle {
        int r;
        Circle(int r) { this.r = r; }
        int size() { return 2 * r; }
    }
}
