// expected: NEQ
// why: Calling a method through a field left null throws NullPointerException; the new version checks and returns -1.
// witness: 0
class V {
    public static int snippet(int x) {
        Holder h = new Holder();
        if (x > 0) h.shape = new Circle(x);
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
