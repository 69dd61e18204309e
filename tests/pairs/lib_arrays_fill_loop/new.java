class V {
  public static void snippet(int[] a, int v) {
    if (a.length > 3) return; // lengths beyond the heap bound are not modelled
    for (int i = 0; i < a.length; i++) a[i] = v;
  }
}
