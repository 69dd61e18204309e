// expected: EQ
// why: substring(0) returns the String itself (JDK 17), and both versions throw NullPointerException for null.
class V {
  public static boolean snippet(String s) {
    return s.substring(0) == s;
  }
}
