class V {
  public static int snippet(Cell c, Cell[] a) {
    if (c == null || a == null || a.length == 0 || a[0] == null) return 0;
    int r = a[0].v;
    c.v = 1;
    return r;
  }
  static class Cell {
    int v;
  }
}
