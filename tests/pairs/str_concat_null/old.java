// expected: NEQ
// why: concat(null) throws NullPointerException where + appends "null"
// witness: 0
class V {
  public static String snippet(int x) {
    String s = x > 0 ? "p" : null;
    return "a".concat(s);
  }
}
