// expected: EQ
// why: when both parameters are one object the sum is twice its field, which the old version computes directly
class V {
  public static int snippet(Node p, Node q) {
    if (p == q) return 2 * p.v;
    return p.v + q.v;
  }
  static class Node {
    int v;
  }
}
