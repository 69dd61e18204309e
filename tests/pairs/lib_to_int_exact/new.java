class V {
  public static int snippet(long x) {
    return (int) x;
  }
}
