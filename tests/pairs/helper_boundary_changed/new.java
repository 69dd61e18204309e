class V {
    public static int snippet(int x) {
        if (x > 50) {
            return x + bonus(x);
        }
        return x;
    }

    static int bonus(int v) {
        return v > 100 ? 5 : 0;
    }
}
