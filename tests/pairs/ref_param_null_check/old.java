// expected: NEQ
// why: the new version dereferences a null parameter, which the old version checks first
// witness: null, 0
class V {
  public static int snippet(Node p) {
    return p == null ? 0 : p.v;
  }
  static class Node {
    int v;
  }
}
