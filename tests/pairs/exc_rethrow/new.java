class V {
  static int failures;
  public static int snippet(int x) {
    if (x > 5) {
      failures++;
      throw new IllegalStateException("x = " + x);
    }
    return x;
  }
}
