// expected: NEQ
// why: the caller may pass one String object of its own twice: s == t holds and s is not the interned "x".
// witness: "x", "x", new String, s
class V {
  public static boolean snippet(String s, String t) {
    return s == t;
  }
}
