// expected: EQ
// why: reversing the text of a two-digit number swaps its digits
class V {
  public static String snippet(int x) {
    if (x < 10 || x > 99) return "";
    return new StringBuilder().append(x).reverse().toString();
  }
}
