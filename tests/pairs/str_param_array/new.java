class V {
  public static int snippet(String[] a) {
    if (a == null || a[0] == null) return -1;
    return a[0].length();
  }
}
