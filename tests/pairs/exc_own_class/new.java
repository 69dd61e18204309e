class V {
  static class LimitException extends RuntimeException {
    LimitException(String message) { super("over " + message); }
  }
  public static int snippet(int x) {
    if (x <= 1000) return x;
    throw new LimitException("1000");
  }
}
