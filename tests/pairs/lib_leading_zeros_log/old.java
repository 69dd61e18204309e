// expected: EQ
// why: 31 minus the leading zeros is the position of the highest bit, as a binary search over the bits finds it
class V {
  public static int snippet(int x) {
    return 31 - Integer.numberOfLeadingZeros(x);
  }
}
