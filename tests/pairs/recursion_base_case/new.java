class V {
    public static int snippet(int n) {
        if (n < 0 || n > 6) {
            return -1;
        }
        return fib(n);
    }

    static int fib(int n) {
        if (n < 2) {
            return 1;
        }
        return fib(n - 1) + fib(n - 2);
    }
}
