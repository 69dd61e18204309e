// expected: EQ
// why: 0 and -0 are one real; the JVM's -0.0 is a different double, equal to 0.0 under ==
// witness: -0.0
// jvm: NEQ
class V {
  public static double snippet(double x) {
    return x == 0.0 ? 0.0 : x;
  }
}
