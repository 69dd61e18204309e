class V {
  public static int snippet(int x) {
    if (x < 0) return -1;
    return 6 * x;
  }
}
