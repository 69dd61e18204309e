class V {
  public static int snippet(Cell[] a) {
    if (a == null || a.length < 2 || a[0] == null || a[1] == null) return 0;
    int r = a[1].v;
    a[0].v = 1;
    return r;
  }
  static class Cell {
    int v;
  }
}
