// expected: NEQ
// why: both throw on overflow, with different messages
// witness: 2147483647, 1
class V {
  public static int snippet(int a, int b) {
    return Math.addExact(a, b);
  }
}
