class Fuse {
    public static int snippet(int n) {
        int a = 0;
        int b = 0;
        int i = 0;
        while (i < n) {
            a += i;
            b += i % 5;
            i++;
        }
        return a - 2 * b;
    }
}
