class V {
  public static int snippet(int x, int d) {
    return Integer.rotateRight(x, 32 - d);
  }
}
