// expected: NEQ
// why: two elements of an array may be one object, so a write through the first changes what the second reads
// witness: new V.Cell[2], new V.Cell, a[0], null, 0, 0, 0
class V {
  public static int snippet(Cell[] a) {
    if (a == null || a.length < 2 || a[0] == null || a[1] == null) return 0;
    a[0].v = 1;
    return a[1].v;
  }
  static class Cell {
    int v;
  }
}
