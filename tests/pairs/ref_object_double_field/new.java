class V {
  public static int snippet(Node p) {
    if (p == null) return 0;
    return 0;
  }
  static class Node {
    double d;
  }
}
