// expected: EQ
// why: a handler for an unrelated class does not catch the division's exception, which both versions throw
class V {
  public static int snippet(int x, int y) {
    try {
      return x / y;
    } catch (IllegalArgumentException e) {
      return 0;
    }
  }
}
