// expected: EQ
// why: "ab" + "c" is a constant expression, interned like the literal "abc" (JLS 15.29).
class V {
  public static boolean snippet(String s) {
    return s == "ab" + "c";
  }
}
