class V {
  public static boolean snippet(double x) {
    return x != x;
  }
}
