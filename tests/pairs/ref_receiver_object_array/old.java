// expected: NEQ
// why: the receiver's array of objects may hold one whose field is zero, which only the new version counts
// witness: new V.Cell[1], new V, new V.Cell, null, null, 0, 0, 0
class V {
  Cell[] cells;
  V(Cell[] cells) {
    this.cells = cells;
  }
  public int snippet() {
    if (cells == null || cells.length > 3) return 0;
    int n = 0;
    for (Cell c : cells) {
      if (c != null && c.v > 0) n++;
    }
    return n;
  }
  static class Cell {
    int v;
  }
}
