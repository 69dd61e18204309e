class V {
  public static int snippet(int x) {
    try {
      if (x < 0) throw new IllegalArgumentException("negative");
      if (x > 100) throw new IllegalStateException("large");
      return x;
    } catch (IllegalArgumentException e) {
      return -1;
    } catch (IllegalStateException e) {
      return -1;
    }
  }
}
