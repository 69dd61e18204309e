// expected: EQ
// why: Double.isNaN(x) is exactly x != x on the JVM, and false for reals
class V {
  public static boolean snippet(double x) {
    return Double.isNaN(x);
  }
}
