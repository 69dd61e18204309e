// expected: EQ
// why: two interned Strings with the text "a" are one object, and one object has one text.
class V {
  public static boolean snippet(String s, String t) {
    return s == "a" && t == "a";
  }
}
