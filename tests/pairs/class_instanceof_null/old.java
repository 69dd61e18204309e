// expected: EQ
// why: instanceof is false for null, so testing for null first changes nothing.
class V {
    public static int snippet(int a) {
        Shape s = a > 0 ? new Rect() : (a < 0 ? new Square() : null);
        if (s != null && s instanceof Rect) return 1;
        if (s != null && s instanceof Square) return 2;
        return 0;
    }

    interface Shape {
    }

    static class Square implements Shape {
    }

    static class Rect implements Shape {
    }
}
