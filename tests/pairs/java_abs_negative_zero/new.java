class V {
  public static double snippet(double x) {
    return x < 0 ? -x : x;
  }
}
