// expected: NEQ
// why: a copy of an element is not the object the caller's array held, though its field is equal
// witness: new V.Cell[1], new V.Cell, null, null, 5, 0, 0
// differs: argument a[0] (identity)
// observe return: EQ
class V {
  public static void snippet(Cell[] a) {
    if (a != null && a.length > 0 && a[0] != null) {
      Cell c = new Cell();
      c.v = a[0].v;
      a[0] = c;
    }
  }
  static class Cell {
    int v;
  }
}
