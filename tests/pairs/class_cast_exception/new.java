class V {
    public static int snippet(int a, int b) {
        Shape s = a > b ? new Square() : new Rect();
        if (!(s instanceof Rect)) return 0;
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
