class V {
  public static int snippet(int i) {
    int[] a = {2, 7, 1, 8, 2};
    if (i < 0 || i >= a.length - 1) return 0;
    return a[i];
  }
}
