// expected: NEQ
// why: a 7 anywhere in the text is not only a last digit 7
// witness: 70
class V {
  public static boolean snippet(int x) {
    return ("" + x).contains("7");
  }
}
