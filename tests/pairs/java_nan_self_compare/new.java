class V {
  public static boolean snippet(double x) {
    return false;
  }
}
