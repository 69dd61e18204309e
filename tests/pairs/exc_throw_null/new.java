class V {
  public static int snippet(int x) {
    int[] a = null;
    if (x > 3) return a.length;
    return x;
  }
}
