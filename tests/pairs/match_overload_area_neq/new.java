class Figures {
    static long area(long w, long h) {
        return w * h;
    }

    static int area(int w, int h) {
        return w < 0 || h <= 0 ? -1 : w * h;
    }

    static int area(int side) {
        return side < 0 ? -1 : side * side;
    }
}
