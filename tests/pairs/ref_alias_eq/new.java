class V {
  public static int snippet(Node p, Node q) {
    return p.v + q.v;
  }
  static class Node {
    int v;
  }
}
