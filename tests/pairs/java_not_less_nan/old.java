// expected: EQ
// why: !(x < y) is x >= y for reals; every comparison with NaN is false
// witness: 1.0, Double.NaN
// jvm: NEQ
class V {
  public static boolean snippet(double x, double y) {
    return !(x < y);
  }
}
