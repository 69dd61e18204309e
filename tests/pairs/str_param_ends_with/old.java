// expected: NEQ
// why: indexOf finds the first 'x', which is not the last character of "xx".
// witness: "xx"
class V {
  public static boolean snippet(String s) {
    return s.endsWith("x");
  }
}
