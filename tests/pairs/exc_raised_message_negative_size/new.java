class V {
    public static int snippet(int n) {
        if (n < 0) {
            throw new NegativeArraySizeException();
        }
        return n;
    }
}
