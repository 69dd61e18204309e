// expected: NEQ
// why: Casting a Square to Rect throws ClassCastException; testing with instanceof first returns 0 instead.
// witness: 5, 1
class V {
    public static int snippet(int a, int b) {
        Shape s = a > b ? new Square() : new Rect();
        return ((Rect) s).corners() + b;
    }

    interface Shape {
        int corners();
    }

    static class Square implements Shape {
        public int corners() { return 4; }
    }

    static class Rect implements Shape {
        public int corners() { return 4; }
    }
}
