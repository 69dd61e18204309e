class V {
  public static int snippet(int[] a, int[] b) {
    if (a.length == 0 || b.length == 0) return 0;
    a[0] = 1;
    b[0] = 2;
    return 1;
  }
}
