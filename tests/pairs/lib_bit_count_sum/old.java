// expected: EQ
// why: Integer.bitCount adds up the bits, as the loop does
// ideal: approximated
class V {
  public static int snippet(int x) {
    return Integer.bitCount(x);
  }
}
