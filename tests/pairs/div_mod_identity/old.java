// expected: EQ
// why: a % b equals a - (a / b) * b for truncating division, and both throw ArithmeticException when b == 0.
class V {
    public static int snippet(int a, int b) {
        return a % b;
    }
}
