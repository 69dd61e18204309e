// expected: EQ
// why: concat("") returns the String itself; concat of a non-empty text makes a new object.
class V {
  public static boolean snippet(String s, String t) {
    return s.concat(t) == s;
  }
}
