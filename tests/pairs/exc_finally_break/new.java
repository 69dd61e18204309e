class V {
  public static int snippet(int x) {
    return 100 / x;
  }
}
