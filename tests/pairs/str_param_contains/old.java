// expected: EQ
// why: contains is indexOf(...) >= 0.
class V {
  public static boolean snippet(String s) {
    return s.indexOf("ab") >= 0;
  }
}
