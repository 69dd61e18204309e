class V {
    static int twice = V.base * 2;
    static int base = 5;

    public static int snippet(int x) {
        return twice + x;
    }
}
