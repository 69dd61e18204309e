// expected: EQ
// why: only a negative int's text starts with "-"
class V {
  public static int snippet(int x) {
    return Integer.toString(x).startsWith("-") ? -1 : 1;
  }
}
