class V {
  public static int snippet(int x) {
    String prefix = "too big: ";
    if (x <= 5) return x;
    String message = prefix + x;
    throw new IllegalStateException(message);
  }
}
