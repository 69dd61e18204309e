// expected: EQ
// why: a handler that counts and rethrows the same exception object keeps its class and message
class V {
  static int failures;
  public static int snippet(int x) {
    try {
      if (x > 5) throw new IllegalStateException("x = " + x);
      return x;
    } catch (IllegalStateException e) {
      failures++;
      throw e;
    }
  }
}
