class V {
  public static int snippet(int a, int b) {
    long r = (long) a + b;
    if (r > Integer.MAX_VALUE || r < Integer.MIN_VALUE) throw new ArithmeticException("overflow");
    return (int) r;
  }
}
