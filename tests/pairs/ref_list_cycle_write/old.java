// expected: NEQ
// why: when the list is a cycle of one node, writing the next node writes the first
// witness: new V.Node, 0, p, 0, null, 0
class V {
  public static int snippet(Node p) {
    p.v = 1;
    if (p.next != null) p.next.v = 2;
    return p.v;
  }
  static class Node {
    int v;
    Node next;
  }
}
