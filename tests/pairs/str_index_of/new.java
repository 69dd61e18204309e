class V {
  public static int snippet(int x) {
    if (x < 0 || x > 99) return -2;
    if (x % 10 == 5) return x < 10 ? 0 : 1;
    if (x / 10 == 5) return 0;
    return -1;
  }
}
