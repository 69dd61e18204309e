// expected: NEQ
// why: a copy of the second node is not the node the caller holds, though its fields are equal
// witness: new V.Node, 0, new V.Node, 0, null, 0
// differs: argument p.next (identity)
// observe return: EQ
class V {
  public static void snippet(Node p) {
    if (p.next != null) {
      Node n = new Node();
      n.v = p.next.v;
      n.next = p.next.next;
      p.next = n;
    }
  }
  static class Node {
    int v;
    Node next;
  }
}
