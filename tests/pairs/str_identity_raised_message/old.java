// expected: EQ
// why: the message of an ArithmeticException the JVM raises is a String of its own, not the interned literal.
class V {
  public static int snippet(int x) {
    try {
      return 10 / x;
    } catch (ArithmeticException e) {
      return e.getMessage() == "/ by zero" ? 1 : 0;
    }
  }
}
