class V {
  public static int snippet(int x) {
    return Integer.compare(x, 0);
  }
}
