class V {
  public static int snippet(Node p, Node q) {
    p.v = 1;
    q.v = 2;
    return 1;
  }
  static class Node {
    int v;
  }
}
