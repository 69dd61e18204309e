class V {
  public static int snippet(int x, int y) {
    return x / y;
  }
}
