class V {
  public static int snippet(int x, int y) {
    if (x < 0) return -1;
    if (y == 0) return -2;
    return 100 / y;
  }
}
