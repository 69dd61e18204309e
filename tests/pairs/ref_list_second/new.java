class V {
  public static int snippet(Node p) {
    Node q = p.next;
    if (q == null) return -1;
    return q.v;
  }
  static class Node {
    int v;
    Node next;
  }
}
