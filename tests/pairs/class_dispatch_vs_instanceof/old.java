// expected: EQ
// why: Asking each shape for its area by virtual dispatch gives what testing its class with instanceof and casting gives.
class V {
    public static int snippet(int a, int b) {
        Shape s = a > b ? new Square(a) : new Rect(a, b);
        if (s instanceof Square) return ((Square) s).side * ((Square) s).side;
        Rect r = (Rect) s;
        return r.w * r.h;
    }

    interface Shape {
        int area();
    }

    static class Square implements Shape {
        int side;
        Square(int side) { this.side = side; }
        public int area() { return side * side; }
    }

    static class Rect implements Shape {
        int w, h;
        Rect(int w, int h) { this.w = w; this.h = h; }
        public int area() { return w * h; }
    }
}
