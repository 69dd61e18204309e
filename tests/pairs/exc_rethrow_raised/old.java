// expected: EQ
// why: catching the division's ArithmeticException and rethrowing it ends as the division alone does
class V {
  static int seen;
  public static int snippet(int x, int y) {
    try {
      return x / y;
    } catch (ArithmeticException e) {
      seen = 1;
      throw e;
    }
  }
}
