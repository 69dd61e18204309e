// expected: EQ
// why: Math.addExact's ArithmeticException, caught, gives the saturated sum a range test gives
class V {
  public static int snippet(int a, int b) {
    try {
      return Math.addExact(a, b);
    } catch (ArithmeticException e) {
      return a > 0 ? Integer.MAX_VALUE : Integer.MIN_VALUE;
    }
  }
}
