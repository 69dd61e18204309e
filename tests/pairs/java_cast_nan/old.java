// expected: EQ
// why: a cast of NaN to int is 0 on the JVM
class V {
  public static int snippet(double x) {
    return (int) x;
  }
}
