// expected: EQ
// why: x & -x keeps the lowest one bit, as x ^ (x & (x - 1)) does
// ideal: approximated
class V {
  public static int snippet(int x) {
    return Integer.lowestOneBit(x);
  }
}
