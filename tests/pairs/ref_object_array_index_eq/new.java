class V {
  public static int snippet(Cell[] a, int i) {
    if (a == null || a.length > 3) return -1;
    for (int k = 0; k < a.length; k++) {
      if (k == i) return a[k] == null ? -1 : a[k].v;
    }
    return -1;
  }
  static class Cell {
    int v;
  }
}
