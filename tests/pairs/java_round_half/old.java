// expected: EQ
// why: Math.round is floor(x + 1/2) exactly; the new version rounds x + 0.5 first
// witness: 0.49999999999999994
// jvm: NEQ
class V {
  public static long snippet(double x) {
    return Math.round(x);
  }
}
