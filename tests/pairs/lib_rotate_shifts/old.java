// expected: EQ
// why: Long.rotateLeft by 8 is two shifts combined
class V {
  public static long snippet(long x) {
    return Long.rotateLeft(x, 8);
  }
}
