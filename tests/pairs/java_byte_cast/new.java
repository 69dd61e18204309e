class V {
  public static int snippet(int x) {
    return ((x & 0xFF) ^ 0x80) - 0x80;
  }
}
