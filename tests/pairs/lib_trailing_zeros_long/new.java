class V {
  public static int snippet(long x) {
    return x == 0 ? 64 : Long.bitCount((x & -x) - 1);
  }
}
