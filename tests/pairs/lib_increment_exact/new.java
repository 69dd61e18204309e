class V {
  public static long snippet(long x) {
    return Math.addExact(x, 1L);
  }
}
