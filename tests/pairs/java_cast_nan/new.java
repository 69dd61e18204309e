class V {
  public static int snippet(double x) {
    return x != x ? 0 : (int) x;
  }
}
