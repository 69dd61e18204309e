// expected: NEQ
// why: Math.multiplyExact's message is "integer overflow"; the new version's handler reports another text
// witness: 65536, 65536
class V {
  public static int snippet(int a, int b) {
    try {
      return Math.multiplyExact(a, b);
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException(e.getMessage());
    }
  }
}
