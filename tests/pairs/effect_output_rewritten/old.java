// expected: EQ
// why: the same text, built in one piece in one version and printed in pieces in the other
class V {
  public static int snippet(int x) {
    System.out.println("value " + Math.abs(x) + ";");
    return x;
  }
}
