// expected: NEQ
// why: The reordered Fibonacci recursion also moves its base case to k <= 2, returning 1 there: wrong for k = 0 and for every negative k (fib(-3) is -3 in the old version, 1 in the new).
// witness: 0
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
