class V {
  public static boolean snippet(double x, double y) {
    return x >= y;
  }
}
