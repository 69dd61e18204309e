// expected: EQ
// why: catching the ArithmeticException of a division by zero is the same as testing the divisor first
class V {
  public static int snippet(int x, int y) {
    try {
      return x / y;
    } catch (ArithmeticException e) {
      return 0;
    }
  }
}
