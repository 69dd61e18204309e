// expected: EQ
// why: a real equals itself; NaN is the one double that does not
// witness: Double.NaN
// jvm: NEQ
class V {
  public static boolean snippet(double x) {
    return x != x;
  }
}
