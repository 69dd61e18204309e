// expected: EQ
// why: x is a whole number (or infinite) exactly when rounding it to the nearest integer, or down, leaves it unchanged; NaN is neither
class V {
  public static boolean snippet(double x) {
    return Math.rint(x) == x;
  }
}
