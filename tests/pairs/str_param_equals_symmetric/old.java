// expected: EQ
// why: equals is symmetric, and s.equals(null) is false.
class V {
  public static boolean snippet(String s, String t) {
    return s != null && s.equals(t);
  }
}
