// expected: NEQ
// why: 1.0 / 0.0 is Infinity on the JVM, which is positive, while 0.0 > 0 is false
// witness: 0.0
class V {
  public static boolean snippet(double x) {
    return 1.0 / x > 0;
  }
}
