class V {
  public static int snippet(int x, int y) {
    if (y == 0) return 0;
    return x / y;
  }
}
