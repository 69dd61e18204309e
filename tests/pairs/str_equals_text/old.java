// expected: EQ
// why: two texts are equal when the ints they show are
class V {
  public static boolean snippet(int x) {
    return ("x=" + x).equals("x=" + 12);
  }
}
