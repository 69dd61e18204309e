class V {
  public static int snippet(int a, int b) {
    long s = (long) a + b;
    if (s > Integer.MAX_VALUE) return Integer.MAX_VALUE;
    if (s < Integer.MIN_VALUE) return Integer.MIN_VALUE;
    return (int) s;
  }
}
