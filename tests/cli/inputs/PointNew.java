class Point {
    int x;
    int y;

    Point(int a, int b) {
        this.x = a;
        this.y = a == b ? a : b;
    }
}
