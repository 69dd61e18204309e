// expected: EQ
// why: Long.compare is the order of the two values
class V {
  public static int snippet(long a, long b) {
    return Long.compare(a, b);
  }
}
