class V {
  public static void snippet(Cell[] a) {
    if (a != null && a.length > 0 && a[0] != null) {
      a[0].v = a[0].v;
    }
  }
  static class Cell {
    int v;
  }
}
