// expected: NEQ
// why: the new version reads the first character of the empty text, which throws StringIndexOutOfBoundsException.
// witness: ""
class V {
  public static char snippet(String s) {
    return s.length() > 0 ? s.charAt(0) : '?';
  }
}
