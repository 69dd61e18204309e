// expected: EQ
// why: reading the element at a symbolic index and searching the array for that index find the same object
class V {
  public static int snippet(Cell[] a, int i) {
    if (a == null || a.length > 3 || i < 0 || i >= a.length || a[i] == null) return -1;
    return a[i].v;
  }
  static class Cell {
    int v;
  }
}
