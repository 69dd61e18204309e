// expected: EQ
// why: String.valueOf of a String is that String, and of null the interned "null", which is not null.
class V {
  public static boolean snippet(String s) {
    return String.valueOf(s) == s;
  }
}
