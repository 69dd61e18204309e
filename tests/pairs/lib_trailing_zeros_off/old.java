// expected: NEQ
// why: 63 minus the leading zeros of the lowest one bit is its position, but -1 for 0, whose trailing zeros are 64
// witness: 0L
class V {
  public static int snippet(long x) {
    return Long.numberOfTrailingZeros(x);
  }
}
