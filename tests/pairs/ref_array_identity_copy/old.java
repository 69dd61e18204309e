// expected: NEQ
// why: a copy of the array an object holds is not the array the caller holds, though its elements are equal
// witness: new V.Box, {3, 4}
// differs: argument b.a (identity)
// observe return: EQ
class V {
  public static void snippet(Box b) {
    if (b != null && b.a != null && b.a.length == 2) {
      b.a = new int[] {b.a[0], b.a[1]};
    }
  }
  static class Box {
    int[] a;
  }
}
