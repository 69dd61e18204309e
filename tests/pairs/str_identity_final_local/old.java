// expected: EQ
// why: a final local initialised by a constant is a constant variable, so p + "c" is the interned "abc".
class V {
  public static boolean snippet(String s) {
    final String p = "ab";
    return s == p + "c";
  }
}
