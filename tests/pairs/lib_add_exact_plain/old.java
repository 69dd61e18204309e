// expected: NEQ
// why: Math.addExact throws ArithmeticException where the sum leaves int's range, + does not
// witness: 2147483647, 1
class V {
  public static int snippet(int a, int b) {
    return Math.addExact(a, b);
  }
}
