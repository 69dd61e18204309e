class V {
  public static void snippet(Node p) {
    if (p.next != null) p.next.v = p.next.v;
  }
  static class Node {
    int v;
    Node next;
  }
}
