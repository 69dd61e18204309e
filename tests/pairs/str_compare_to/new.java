class V {
  public static int snippet(int x) {
    return x > 0 ? 0 : x < 0 ? 1 : -1;
  }
}
