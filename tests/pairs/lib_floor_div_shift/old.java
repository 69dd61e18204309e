// expected: EQ
// why: x >> 2 is floor division by 4, as Math.floorDiv(x, 4) is
class V {
  public static int snippet(int x) {
    return Math.floorDiv(x, 4);
  }
}
