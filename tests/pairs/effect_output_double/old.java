// expected: EQ
// why: the same double printed (2x and x + x are the same number), though no encoding knows Double.toString's digits
class V {
  public static double snippet(double x) {
    System.out.println("r=" + (x * 2));
    return x;
  }
}
