// expected: EQ
// why: Integer.signum(x) is x compared with 0
class V {
  public static int snippet(int x) {
    return Integer.signum(x);
  }
}
