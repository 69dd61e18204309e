// expected: EQ
// why: parsing "-1" followed by a digit gives minus ten minus the digit
class V {
  public static int snippet(int d) {
    if (d < 0 || d > 9) return 0;
    return Integer.parseInt("-1" + (char) ('0' + d));
  }
}
