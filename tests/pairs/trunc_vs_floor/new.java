class V {
    public static int snippet(double x) {
        return (int) Math.floor(x);
    }
}
