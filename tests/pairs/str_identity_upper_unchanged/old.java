// expected: EQ
// why: toUpperCase returns the String itself when no character changes, a new one otherwise.
class V {
  public static boolean snippet(String s) {
    return s.toUpperCase() == s;
  }
}
