class V {
  public static int snippet(double x) {
    return (int) (long) x;
  }
}
