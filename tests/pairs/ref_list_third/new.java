class V {
  public static int snippet(Node p) {
    Node a = p.next;
    Node b = a.next;
    return b.v;
  }
  static class Node {
    int v;
    Node next;
  }
}
