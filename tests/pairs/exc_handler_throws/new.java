class V {
  public static int snippet(int x) {
    if (x == 0) return -5;
    return x;
  }
}
