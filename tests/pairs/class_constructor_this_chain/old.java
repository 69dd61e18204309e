// expected: EQ
// why: A constructor delegating with this(...) and super(...) builds the same object, fields and initialisers included, as one that sets every field itself.
class V {
    public static Point3 snippet(int x, int y) {
        return new Point3(x, y);
    }

    static class Point {
        int x, y;
        int tag = 5;
        Point(int x, int y) { this.x = x; this.y = y; }
    }

    static class Point3 extends Point {
        int z = 1;
        Point3(int x, int y) { this(x, y, x - y); }
        Point3(int x, int y, int z) { super(x, y); this.z += z; }
    }
}
