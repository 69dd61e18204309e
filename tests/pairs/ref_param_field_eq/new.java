class V {
  public static int snippet(Node p) {
    return 2 * p.v;
  }
  static class Node {
    int v;
  }
}
