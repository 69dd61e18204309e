// expected: NEQ
// why: the text of a char is the character, not its code
// witness: 65
class V {
  public static char snippet(int c) {
    if (c < 65 || c > 90) return ' ';
    return String.valueOf((char) c).charAt(0);
  }
}
