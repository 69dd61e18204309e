// expected: NEQ
// why: + makes "null!" of a null text, where concat throws NullPointerException.
// witness: null
class V {
  public static String snippet(String s) {
    return s + "!";
  }
}
