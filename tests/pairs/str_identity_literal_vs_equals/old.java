// expected: NEQ
// why: == compares objects: a String of its own with the text "abc" is not the interned literal, which equals accepts.
// witness: "abc", new String
class V {
  public static boolean snippet(String s) {
    return s == "abc";
  }
}
