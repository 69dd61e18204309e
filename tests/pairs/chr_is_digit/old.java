// expected: EQ
// why: an ASCII character is a digit exactly when it lies between '0' and '9'
class V {
  public static boolean snippet(char c) {
    if (c >= 128) return false;
    return Character.isDigit(c) || Character.isWhitespace(c) && c == ' ';
  }
}
