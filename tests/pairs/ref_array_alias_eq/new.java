class V {
  public static void snippet(int[] a, int[] b) {
    if (a.length != 1 || b.length != 1) return;
    int t = a[0];
    b[0] = t;
  }
}
