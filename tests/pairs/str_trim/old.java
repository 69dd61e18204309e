// expected: EQ
// why: trim removes the spaces padding the number, leaving its text
class V {
  public static String snippet(int x) {
    return ("  " + x + " \t").trim();
  }
}
