class V {
  public static int snippet(int n) {
    return n < 0 ? 0 : n;
  }
}
