class V {
  public static int snippet(Box b) {
    return b == null ? 0 : b.cells.length;
  }
  static class Box {
    Cell[] cells;
  }
  static class Cell {
    int v;
  }
}
