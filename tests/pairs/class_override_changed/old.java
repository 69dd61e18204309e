// expected: NEQ
// why: The subclass's override changes for one width, and the call dispatches to it only for the objects of that subclass.
// witness: 7, 3
class V {
    public static int snippet(int a, int b) {
        Base s = a > b ? new Square(a) : new Base(b);
        return s.area() + s.scale();
    }

    static class Base {
        int w;
        Base(int w) { this.w = w; }
        int area() { return w; }
        int scale() { return 2; }
    }

    static class Square extends Base {
        Square(int w) { super(w); }
        int area() { return w * w; }
    }
}
