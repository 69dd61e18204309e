class Euclid {
    public static int snippet(int x, int y) {
        return y == 0 ? x : snippet(y, x % y);
    }
}
