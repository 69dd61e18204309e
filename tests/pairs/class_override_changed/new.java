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
        int area() { return w == 7 ? 0 : w * w; }
    }
}
