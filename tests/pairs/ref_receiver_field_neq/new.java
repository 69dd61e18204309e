class V {
  Node head;

  V(Node h) {
    head = h;
  }

  public void snippet() {
    if (head != null) head = new Node();
  }
  static class Node {
    int v;
  }
}
