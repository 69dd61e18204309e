class V {
    public static int snippet(int lo, int hi, int n) {
        int sum = 0;
        if (lo < hi) {
            for (int j = 0; j <= n; j++) {
                sum += lo + j;
            }
        } else {
            sum = -1;
        }
        return sum;
    }
}
