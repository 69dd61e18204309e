// expected: NEQ
// why: p is not final, so p + "c" is a new object at run time, never the interned "abc" the caller may pass.
// witness: "abc", interned
class V {
  public static boolean snippet(String s) {
    String p = "ab";
    return s == p + "c";
  }
}
