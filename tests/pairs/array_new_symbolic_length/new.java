class V {
    public static int snippet(int n) {
        int[] b = new int[n];
        return n > 0 ? n + 5 : b.length;
    }
}
