class V {
  public static int snippet(Box b) {
    int[] x = b.a;
    if (x.length < 2) return 0;
    return x[1] + x[0];
  }
  static class Box {
    int[] a;
  }
}
