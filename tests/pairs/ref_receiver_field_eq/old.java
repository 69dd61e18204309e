// expected: EQ
// why: a symbolic receiver's object field checked for null before or after
class V {
  Node head;

  V(Node h) {
    head = h;
  }

  public int snippet() {
    return head == null ? 0 : head.v;
  }
  static class Node {
    int v;
  }
}
