// expected: EQ
// why: the text is empty exactly when no digits were appended
class V {
  public static boolean snippet(int x) {
    String s = x > 0 ? "" + x : "";
    return s.isEmpty();
  }
}
