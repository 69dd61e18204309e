class V {
  public static boolean snippet(double x) {
    return Math.floor(x) == x;
  }
}
