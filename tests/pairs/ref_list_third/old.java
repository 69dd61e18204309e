// expected: EQ
// why: the third node of a list, read in one expression or step by step, three levels deep
class V {
  public static int snippet(Node p) {
    return p.next.next.v;
  }
  static class Node {
    int v;
    Node next;
  }
}
