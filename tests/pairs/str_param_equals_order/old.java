// expected: NEQ
// why: "yes".equals(s) is false for null, where s.equals("yes") throws NullPointerException.
// witness: null
class V {
  public static int snippet(String s) {
    return "yes".equals(s) ? 1 : 0;
  }
}
