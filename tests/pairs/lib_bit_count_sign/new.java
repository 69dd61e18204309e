class V {
  public static int snippet(int x) {
    return Integer.bitCount(x & 0x7fffffff);
  }
}
