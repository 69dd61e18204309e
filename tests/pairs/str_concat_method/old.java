// expected: EQ
// why: concat of a String that is not null is the + operator
class V {
  public static String snippet(int x) {
    String s = "n" + x;
    return "<".concat(s).concat(">");
  }
}
