class V {
  public static boolean snippet(int[] a, int[] b) {
    if ((a != null && a.length > 3) || (b != null && b.length > 3)) return false; // (the heap bound)
    if (a == null || b == null) return a == b;
    if (a.length != b.length) return false;
    for (int i = 0; i < a.length; i++)
      if (a[i] != b[i]) return false;
    return true;
  }
}
