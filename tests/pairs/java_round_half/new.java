class V {
  public static long snippet(double x) {
    return (long) Math.floor(x + 0.5);
  }
}
