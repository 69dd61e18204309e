class V {
    public static double snippet(int n, double x) {
        double sum = 0;
        int i = 0;
        while (i < n) {
            sum = sum + i * x;
            i++;
        }
        return sum * 0.5;
    }
}
