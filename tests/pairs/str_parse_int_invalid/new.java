class V {
  public static int snippet(int x) {
    if (x < 0 || x > 9) return 0;
    return -1;
  }
}
