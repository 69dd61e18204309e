class V {
  public static boolean snippet(Node p, Node q) {
    return false;
  }
  static class Node {
    int v;
  }
}
