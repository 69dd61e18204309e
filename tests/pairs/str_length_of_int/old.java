// expected: EQ
// why: the decimal text of an int has more than one character exactly when the int is negative or at least 10
class V {
  public static boolean snippet(int x) {
    return ("" + x).length() > 1;
  }
}
