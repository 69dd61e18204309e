// expected: EQ
// why: the smaller real; Math.min(NaN, 1.0) is NaN, and NaN <= 1.0 is false
// witness: Double.NaN, 1.0
// jvm: NEQ
class V {
  public static double snippet(double a, double b) {
    return Math.min(a, b);
  }
}
