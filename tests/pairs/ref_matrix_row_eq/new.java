class V {
  public static int snippet(int[][] m, int i, int j) {
    if (m == null || m.length > 3 || i < 0 || i >= m.length || m[i] == null || m[i].length > 6 || j < 0 || j >= m[i].length) return -1;
    return m[i][j];
  }
}
