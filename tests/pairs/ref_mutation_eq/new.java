class V {
  public static void snippet(Node p) {
    p.v += 2;
  }
  static class Node {
    int v;
  }
}
