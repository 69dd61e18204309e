class V {
  public static int snippet(int x, int y) {
    if (y == 0) throw new IllegalArgumentException("/ by zero");
    return x / y;
  }
}
