// expected: NEQ
// why: Integer.parseInt("") throws NumberFormatException, which the new version avoids.
// witness: ""
class V {
  public static int snippet(String s) {
    if (s == null || s.length() > 3) return -1;
    return Integer.parseInt(s);
  }
}
