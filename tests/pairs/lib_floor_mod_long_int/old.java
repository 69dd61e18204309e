// expected: EQ
// why: Math.floorMod(long, int) is an int in [0, 10) for the divisor 10, as the shifted remainder is
class V {
  public static int snippet(long x) {
    return Math.floorMod(x, 10);
  }
}
