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
        int z;
        Point3(int x, int y) {
            super(x, y);
            z = x - y + 1;
        }
    }
}
