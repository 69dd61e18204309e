class V {
  public static double snippet(double x) {
    return x;
  }
}
