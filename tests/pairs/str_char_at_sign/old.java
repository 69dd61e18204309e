// expected: EQ
// why: the text of a negative int starts with a minus sign
class V {
  public static boolean snippet(int x) {
    return String.valueOf(x).charAt(0) == '-';
  }
}
