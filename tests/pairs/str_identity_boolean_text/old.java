// expected: EQ
// why: the texts of booleans are the interned literals "true" and "false".
class V {
  public static boolean snippet(boolean b) {
    return String.valueOf(b) == "true";
  }
}
