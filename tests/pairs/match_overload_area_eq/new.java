class Figures {
    static int area(int w, int h) {
        if (w >= 0 && h >= 0) {
            return h * w;
        }
        return -1;
    }

    static int area(int side) {
        return side * side + 1;
    }
}
