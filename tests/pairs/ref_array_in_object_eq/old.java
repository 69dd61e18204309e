// expected: EQ
// why: summing the first two elements of an object's array in either order
class V {
  public static int snippet(Box b) {
    if (b.a.length < 2) return 0;
    return b.a[0] + b.a[1];
  }
  static class Box {
    int[] a;
  }
}
