class V {
    public static int snippet(int n) {
        int total = 0;
        int k = 0;
        while (k < n) {
            total = total + k + k + k + 1;
            k = k + 1;
        }
        return total;
    }
}
