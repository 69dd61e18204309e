class V {
  static class TooBig extends RuntimeException {
    final int by;
    TooBig(int by) { super("too big"); this.by = by; }
  }
  static int check(int x) {
    if (x > 10) throw new TooBig(x - 10);
    return x;
  }
  public static int snippet(int x) {
    return check(x);
  }
}
