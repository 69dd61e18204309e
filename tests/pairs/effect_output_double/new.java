class V {
  public static double snippet(double x) {
    double r = x + x;
    System.out.println("r=" + r);
    return x;
  }
}
