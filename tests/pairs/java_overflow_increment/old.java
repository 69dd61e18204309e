// expected: EQ
// why: x + 1 > x holds for every mathematical integer, but on the JVM x + 1 wraps around at Integer.MAX_VALUE
// witness: 2147483647
// jvm: NEQ
class V {
  public static boolean snippet(int x) {
    return x + 1 > x;
  }
}
