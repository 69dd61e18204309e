// expected: EQ
// why: an empty substring is the interned "", a non-empty one a new object (JDK 17).
class V {
  public static boolean snippet(String s) {
    return s.isEmpty() ? false : s.substring(1) == "";
  }
}
