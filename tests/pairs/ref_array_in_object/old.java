// expected: NEQ
// why: the array an object argument holds may be null
// witness: new V.Box, null
class V {
  public static int snippet(Box b) {
    return b.a.length;
  }
  static class Box {
    int[] a;
  }
}
