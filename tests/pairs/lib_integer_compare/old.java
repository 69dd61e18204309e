// expected: EQ
// why: the sign of a - b orders a and b over the integers, but a - b overflows on the JVM
// witness: -2147483648, 1
// jvm: NEQ
class V {
  public static int snippet(int a, int b) {
    return Integer.compare(a, b);
  }
}
