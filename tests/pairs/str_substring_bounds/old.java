// expected: NEQ
// why: substring(2) of a one-character text throws StringIndexOutOfBoundsException, where the new version returns ""
// witness: 5
class V {
  public static String snippet(int x) {
    if (x < 0 || x > 99) return "";
    return String.valueOf(x).substring(2);
  }
}
