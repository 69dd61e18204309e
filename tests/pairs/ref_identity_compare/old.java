// expected: NEQ
// why: two parameters may be the same object
// witness: new V.Node, p, 0, 0
class V {
  public static boolean snippet(Node p, Node q) {
    return p == q;
  }
  static class Node {
    int v;
  }
}
