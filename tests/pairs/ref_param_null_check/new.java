class V {
  public static int snippet(Node p) {
    return p.v;
  }
  static class Node {
    int v;
  }
}
