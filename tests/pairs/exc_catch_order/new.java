class V {
  public static int snippet(int x) {
    try {
      if (x < 0) throw new IllegalArgumentException();
      if (x > 100) throw new IllegalStateException();
      return x;
    } catch (RuntimeException e) {
      return -2;
    }
  }
}
