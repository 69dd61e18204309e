// expected: NEQ
// why: a leading plus sign parses, where the new version reports it as invalid
// witness: 3
class V {
  public static int snippet(int x) {
    if (x < 0 || x > 9) return 0;
    try {
      return Integer.parseInt("+" + x);
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
