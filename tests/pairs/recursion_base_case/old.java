// expected: NEQ
// why: fib(0) becomes 1 instead of 0, which shifts every result.
// witness: 0
class V {
    public static int snippet(int n) {
        if (n < 0 || n > 6) {
            return -1;
        }
        return fib(n);
    }

    static int fib(int n) {
        if (n <= 1) {
            return n;
        }
        return fib(n - 1) + fib(n - 2);
    }
}
