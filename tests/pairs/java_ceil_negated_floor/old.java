// expected: EQ
// why: ceil(x) is -floor(-x), with the signs of zero and NaN included
class V {
  public static double snippet(double x) {
    return Math.ceil(x);
  }
}
