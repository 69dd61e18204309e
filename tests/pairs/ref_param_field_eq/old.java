// expected: EQ
// why: reading a field of a parameter twice or once gives the same value, and both throw on null
class V {
  public static int snippet(Node p) {
    int a = p.v;
    return a + a;
  }
  static class Node {
    int v;
  }
}
