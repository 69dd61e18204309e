class V {
  public static int snippet(Node p) {
    p.v = 1;
    if (p.next != null) p.next.v = 2;
    return 1;
  }
  static class Node {
    int v;
    Node next;
  }
}
