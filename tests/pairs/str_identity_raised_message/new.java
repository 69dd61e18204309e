class V {
  public static int snippet(int x) {
    return x == 0 ? 0 : 10 / x;
  }
}
