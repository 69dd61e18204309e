class Fib {
    public static int snippet(int n) {
        if (n > 25) {
            return 0;
        }
        return fib(n);
    }

    static int fib(int k) {
        if (k >= 2) {
            int older = fib(k - 2);
            return older + fib(k - 1);
        }
        return k;
    }
}
