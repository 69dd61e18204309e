class V {
  public static int snippet(int x) {
    if (x < 0) throw new IllegalArgumentException("negative");
    return x;
  }
}
