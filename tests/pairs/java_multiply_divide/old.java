// expected: EQ
// why: (a * b) / b is a for b != 0 over the integers, but a * b overflows on the JVM
// witness: 46341, 1956585972
// jvm: NEQ
class V {
  public static int snippet(int a, int b) {
    return b == 0 ? a : (a * b) / b;
  }
}
