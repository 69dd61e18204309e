// expected: NEQ
// why: the sign bit of -0.0 is set, yet -0.0 < 0 is false
// witness: -0.0
class V {
  public static boolean snippet(double x) {
    return Double.doubleToLongBits(x) < 0;
  }
}
