class V {
  static int seen;
  public static int snippet(int x, int y) {
    if (y == 0) seen = 1;
    return x / y;
  }
}
