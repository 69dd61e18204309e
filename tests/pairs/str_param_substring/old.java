// expected: EQ
// why: substring(1) is substring(1, length()), exceptions included.
class V {
  public static String snippet(String s) {
    return s.substring(1);
  }
}
