// expected: EQ
// why: the message of the ArithmeticException a division by zero raises is "/ by zero"
class V {
  public static int snippet(int x, int y) {
    try {
      return x / y;
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
  }
}
