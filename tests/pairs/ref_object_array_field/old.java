// expected: NEQ
// why: the array of objects an object argument holds may be null
// witness: new V.Box, null, null, null, null, 0, 0, 0
class V {
  public static int snippet(Box b) {
    return b == null || b.cells == null ? 0 : b.cells.length;
  }
  static class Box {
    Cell[] cells;
  }
  static class Cell {
    int v;
  }
}
