// expected: EQ
// why: Recursive factorial and iterative factorial agree for 0 <= n <= 7; other n throw the same exception.
class V {
    public static int snippet(int n) {
        if (n < 0 || n > 7) {
            throw new IllegalArgumentException();
        }
        return fact(n);
    }

    static int fact(int n) {
        return n == 0 ? 1 : n * fact(n - 1);
    }
}
