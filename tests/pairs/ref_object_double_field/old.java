// expected: NEQ
// why: the old version tests a double field of the object it is given, which may exceed 1.5
// witness: new V.Node, 2.5
class V {
  public static int snippet(Node p) {
    if (p == null) return 0;
    return p.d > 1.5 ? 1 : 0;
  }
  static class Node {
    double d;
  }
}
