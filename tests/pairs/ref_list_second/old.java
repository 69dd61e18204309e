// expected: EQ
// why: reading the second node through a local or twice through the list is the same
class V {
  public static int snippet(Node p) {
    return p.next == null ? -1 : p.next.v;
  }
  static class Node {
    int v;
    Node next;
  }
}
