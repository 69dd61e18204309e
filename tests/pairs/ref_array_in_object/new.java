class V {
  public static int snippet(Box b) {
    return b.a == null ? 0 : b.a.length;
  }
  static class Box {
    int[] a;
  }
}
