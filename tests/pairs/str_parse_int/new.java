class V {
  public static int snippet(int d) {
    if (d < 0 || d > 9) return 0;
    return -10 - d;
  }
}
