// expected: NEQ
// why: the new version replaces the receiver's node by a fresh one, the old one changes the node it has
// witness: new V.Node, new V, 5
// differs: this.head (identity)
// observe return: EQ
class V {
  Node head;

  V(Node h) {
    head = h;
  }

  public void snippet() {
    if (head != null) head.v = 0;
  }
  static class Node {
    int v;
  }
}
