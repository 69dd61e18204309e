// expected: EQ
// why: The Fibonacci recursion adds its two calls' results in the other order and stores one in a local first; the calls are the same (n - 1 and n - 2, once each) and int addition commutes, also where it wraps around.
class Fib {
    public static int snippet(int n) {
        if (n > 25) {
            return 0;
        }
        return fib(n);
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }
}
