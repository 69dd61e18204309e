// expected: EQ
// why: an empty StringBuilder gives the interned "", a non-empty one a new String (JDK 17).
class V {
  public static boolean snippet(String s) {
    return new StringBuilder(s).toString() == "";
  }
}
