class Point {
    int x;
    int y;

    Point(int a, int b) {
        this.x = a;
        this.y = b > 100 ? 100 : b;
    }
}
