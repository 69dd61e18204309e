// expected: NEQ
// why: the new version drops the null check, so a null text throws NullPointerException instead of giving 0.
// witness: null
class V {
  public static int snippet(String s) {
    if (s == null) return 0;
    return s.length();
  }
}
