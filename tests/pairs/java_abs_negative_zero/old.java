// expected: EQ
// why: |x| of a real; Math.abs(-0.0) is 0.0 but -0.0 < 0 is false, so the new version returns -0.0
// witness: -0.0
// jvm: NEQ
class V {
  public static double snippet(double x) {
    return Math.abs(x);
  }
}
