// expected: EQ
// why: sqrt(x * x) is |x| for reals; x * x overflows to Infinity on the JVM
// witness: 1.0E200
// jvm: NEQ
class V {
  public static double snippet(double x) {
    return Math.sqrt(x * x);
  }
}
