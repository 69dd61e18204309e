// expected: NEQ
// why: masking the sign bit loses it from the count of negative numbers
// witness: -1
class V {
  public static int snippet(int x) {
    return Integer.bitCount(x);
  }
}
