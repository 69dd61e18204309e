// expected: EQ
// why: "true" has four characters and "false" five
class V {
  public static int snippet(int x) {
    return String.valueOf(x > 0).length();
  }
}
