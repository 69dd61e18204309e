class V {
  public static void snippet(Box b) {
    if (b != null && b.a != null && b.a.length == 2) {
      b.a[0] = b.a[0];
      b.a[1] = b.a[1];
    }
  }
  static class Box {
    int[] a;
  }
}
