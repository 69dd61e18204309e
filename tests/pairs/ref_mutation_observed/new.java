class V {
  public static void snippet(Node p) {
    int t = p.v + 1;
  }
  static class Node {
    int v;
  }
}
