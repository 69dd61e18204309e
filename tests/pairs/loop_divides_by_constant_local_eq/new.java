class Digits {
    public static int snippet(int x, int n) {
        final int base = 10;
        int sum = 0;
        int v = x;
        int i = 0;
        while (i < n) {
            sum = sum + v % base;
            v /= base;
            i++;
        }
        return sum;
    }
}
