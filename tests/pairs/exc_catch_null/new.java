class V {
  public static int snippet(int[] a) {
    return a == null ? -1 : a.length;
  }
}
