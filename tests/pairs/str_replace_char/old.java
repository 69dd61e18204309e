// expected: NEQ
// why: replace changes every occurrence, not only the first
// witness: -11
class V {
  public static String snippet(int x) {
    if (x < -99 || x > 99) return "";
    return String.valueOf(x).replace('1', '7');
  }
}
