// expected: NEQ
// why: the handler returns -1 where the guard returns 0, for a zero divisor
// witness: 0, 0
class V {
  public static int snippet(int x, int y) {
    try {
      return x / y;
    } catch (ArithmeticException e) {
      return -1;
    }
  }
}
