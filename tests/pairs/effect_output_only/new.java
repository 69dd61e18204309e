class V {
  public static int snippet(int n) {
    return n + n;
  }
}
