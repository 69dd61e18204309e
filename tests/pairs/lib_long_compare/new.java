class V {
  public static int snippet(long a, long b) {
    return a < b ? -1 : (a > b ? 1 : 0);
  }
}
