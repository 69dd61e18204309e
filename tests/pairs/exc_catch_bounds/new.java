class V {
  public static int snippet(int i) {
    int[] a = {3, 1, 4, 1, 5};
    if (i < 0 || i >= a.length) return -1;
    return a[i];
  }
}
