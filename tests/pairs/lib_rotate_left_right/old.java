// expected: EQ
// why: rotating left by d is rotating right by 32 - d
// ideal: approximated
class V {
  public static int snippet(int x, int d) {
    return Integer.rotateLeft(x, d);
  }
}
