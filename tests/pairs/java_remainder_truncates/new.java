class V {
  public static double snippet(double x) {
    return x - 2.0 * Math.floor(x / 2.0);
  }
}
