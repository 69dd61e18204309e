class V {
    int x;
    int y;

    V(int a) {
        x = a;
    }

    public static int snippet(int a) {
        V v = new V(a);
        return 10 * v.x + v.y;
    }
}
