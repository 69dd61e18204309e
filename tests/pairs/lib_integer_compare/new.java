class V {
  public static int snippet(int a, int b) {
    return a - b < 0 ? -1 : (a == b ? 0 : 1);
  }
}
