// expected: EQ
// why: the trailing zeros of x are the bits of the mask below its lowest one bit
// ideal: approximated
class V {
  public static int snippet(long x) {
    return Long.numberOfTrailingZeros(x);
  }
}
