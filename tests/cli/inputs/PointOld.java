class Point {
    int x;
    int y;

    Point(int a, int b) {
        x = a;
        y = b;
    }
}
