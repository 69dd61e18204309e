class V {
  public static int snippet(int[][] m) {
    if (m == null || m.length < 2 || m[0] == null || m[1] == null || m[0].length < 1 || m[1].length < 1) return 0;
    int r = m[1][0];
    m[0][0] = 1;
    return r;
  }
}
