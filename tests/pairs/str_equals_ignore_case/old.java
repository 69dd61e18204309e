// expected: EQ
// why: equalsIgnoreCase of ASCII texts is equals of their upper-case forms
class V {
  public static boolean snippet(int x) {
    String s = x > 0 ? "Yes" : "nO";
    return s.equalsIgnoreCase("YES");
  }
}
