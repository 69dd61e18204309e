// expected: EQ
// why: the range check on the long difference throws exactly where Math.subtractExact does, with its message
class V {
  public static int snippet(int a, int b) {
    return Math.subtractExact(a, b);
  }
}
