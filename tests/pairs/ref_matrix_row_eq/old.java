// expected: EQ
// why: reading a row of an array of arrays into a local and indexing the array twice read the same element
class V {
  public static int snippet(int[][] m, int i, int j) {
    if (m == null || m.length > 3 || i < 0 || i >= m.length) return -1;
    int[] row = m[i];
    if (row == null || row.length > 6 || j < 0 || j >= row.length) return -1;
    return row[j];
  }
}
