class V {
  public static int snippet(int a, int b) {
    int r = a * b;
    if (a != 0 && r / a != b) throw new ArithmeticException("integer overflow");
    return r;
  }
}
