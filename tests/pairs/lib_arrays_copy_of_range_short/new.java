class V {
  public static int[] snippet(int[] a) {
    int[] r = new int[2];
    for (int i = 1; i < 3 && i < a.length; i++) r[i - 1] = a[i];
    return r;
  }
}
