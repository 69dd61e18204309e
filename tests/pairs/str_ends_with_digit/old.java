// expected: NEQ
// why: the text of -5 ends with 5, but Java's remainder of -5 by 10 is -5
// witness: -5
class V {
  public static boolean snippet(int x) {
    return String.valueOf(x).endsWith("5");
  }
}
