// expected: NEQ
// why: when both parameters are the same object, the second write overwrites the first
// witness: new V.Node, p, 0, 0
class V {
  public static int snippet(Node p, Node q) {
    p.v = 1;
    q.v = 2;
    return p.v;
  }
  static class Node {
    int v;
  }
}
