// expected: NEQ
// why: the old version changes the object it was given, which its caller sees
// witness: new V.Node, 0
// differs: argument p.v
// observe return: EQ
class V {
  public static void snippet(Node p) {
    p.v = p.v + 1;
  }
  static class Node {
    int v;
  }
}
