class V {
  public static long snippet(long x) {
    return (x << 8) | (x >>> 56);
  }
}
