class V {
  Node head;

  V(Node h) {
    head = h;
  }

  public int snippet() {
    if (head != null) return head.v;
    return 0;
  }
  static class Node {
    int v;
  }
}
