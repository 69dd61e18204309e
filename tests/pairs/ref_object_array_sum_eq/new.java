class V {
  public static int snippet(Cell[] a) {
    if (a == null || a.length > 3) return 0;
    int s = 0;
    for (Cell c : a) s += c == null ? 0 : c.v;
    return s;
  }
  static class Cell {
    int v;
  }
}
