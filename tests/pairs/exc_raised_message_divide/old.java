// expected: NEQ
// why: The old version throws its own ArithmeticException, whose message is null, where the new one divides by zero and the JVM's message is "/ by zero".
// witness: 0
// differs: exception message
class V {
    public static int snippet(int a) {
        if (a == 0) {
            throw new ArithmeticException();
        }
        return 100 / a;
    }
}
