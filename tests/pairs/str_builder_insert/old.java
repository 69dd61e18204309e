// expected: NEQ
// why: insert at the text's length appends, one past it throws StringIndexOutOfBoundsException
// witness: 3
class V {
  public static String snippet(int i) {
    if (i < 0 || i > 3) return "";
    StringBuilder sb = new StringBuilder("ab");
    sb.insert(i, 'x');
    return sb.toString();
  }
}
