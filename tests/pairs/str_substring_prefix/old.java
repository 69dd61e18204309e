// expected: EQ
// why: dropping a two-character prefix from a concatenation leaves the rest
class V {
  public static boolean snippet(int x) {
    return ("ab" + x).substring(2).equals("" + x);
  }
}
