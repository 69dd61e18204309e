// expected: NEQ
// why: over the integers the sums differ by 2^32, on the JVM Integer.MAX_VALUE + 1 is Integer.MIN_VALUE
// witness: 0
// jvm: EQ
class V {
  public static int snippet(int x) {
    return x + Integer.MAX_VALUE + 1;
  }
}
