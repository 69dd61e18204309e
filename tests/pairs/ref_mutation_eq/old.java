// expected: EQ
// why: two increments of a field of the argument are one addition of two
class V {
  public static void snippet(Node p) {
    p.v++;
    p.v++;
  }
  static class Node {
    int v;
  }
}
