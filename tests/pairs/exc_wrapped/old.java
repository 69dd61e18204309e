// expected: NEQ
// why: the old version wraps the division's exception in an IllegalArgumentException with the same message
// witness: 0, 0
// differs: exception
class V {
  public static int snippet(int x, int y) {
    try {
      return x / y;
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
  }
}
