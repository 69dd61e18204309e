// expected: EQ
// why: equals(null) is false, so comparing with a String that may be null tests the branch
class V {
  public static boolean snippet(int x) {
    String s = x > 0 ? "a" : null;
    return "a".equals(s);
  }
}
