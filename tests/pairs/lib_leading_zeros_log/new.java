class V {
  public static int snippet(int x) {
    if (x == 0) return -1;
    if (x < 0) return 31;
    int r = 0;
    if (x >= 1 << 16) { r += 16; x >>= 16; }
    if (x >= 1 << 8) { r += 8; x >>= 8; }
    if (x >= 1 << 4) { r += 4; x >>= 4; }
    if (x >= 1 << 2) { r += 2; x >>= 2; }
    if (x >= 2) r += 1;
    return r;
  }
}
