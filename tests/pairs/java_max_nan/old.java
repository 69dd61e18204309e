// expected: EQ
// why: Math.max of reals is the larger one, but on the JVM a NaN wins and max(-0.0, 0.0) is 0.0
// witness: Double.NaN, 1.0
// jvm: NEQ
class V {
  public static double snippet(double a, double b) {
    return Math.max(a, b);
  }
}
