class V {
  public static int snippet(int x) {
    return x > 0 ? 4 : 5;
  }
}
