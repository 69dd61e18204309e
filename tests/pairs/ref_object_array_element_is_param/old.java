// expected: NEQ
// why: an element of the array may be the object passed beside it, so a write to that object changes what the element reads
// witness: new V.Cell, new V.Cell[1], 0, c, null, null, 0, 0, 0
class V {
  public static int snippet(Cell c, Cell[] a) {
    if (c == null || a == null || a.length == 0 || a[0] == null) return 0;
    c.v = 1;
    return a[0].v;
  }
  static class Cell {
    int v;
  }
}
