// expected: EQ
// why: String.valueOf of a String is the String, or "null".
class V {
  public static String snippet(String s) {
    return String.valueOf(s);
  }
}
