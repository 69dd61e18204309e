class V {
  public static double snippet(double a, double b) {
    return a > b ? a : b;
  }
}
