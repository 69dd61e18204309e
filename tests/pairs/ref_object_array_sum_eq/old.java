// expected: EQ
// why: an indexed loop that skips null elements and a for-each loop that counts them as zero sum the same array of objects
class V {
  public static int snippet(Cell[] a) {
    if (a == null || a.length > 3) return 0;
    int s = 0;
    for (int i = 0; i < a.length; i++) {
      if (a[i] != null) s += a[i].v;
    }
    return s;
  }
  static class Cell {
    int v;
  }
}
