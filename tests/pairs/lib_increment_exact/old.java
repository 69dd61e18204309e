// expected: EQ
// why: Math.incrementExact(x) is Math.addExact(x, 1)
class V {
  public static long snippet(long x) {
    return Math.incrementExact(x);
  }
}
