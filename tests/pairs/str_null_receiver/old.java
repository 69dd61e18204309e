// expected: NEQ
// why: length() of a null String throws NullPointerException
// witness: 0
class V {
  public static int snippet(int x) {
    String s = x > 0 ? "a" : null;
    return s.length();
  }
}
