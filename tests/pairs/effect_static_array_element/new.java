class V {
  static int[] cache = new int[3];

  public static int snippet(int x) {
    if (0 <= x && x < 3) cache[x] = x + x;
    if (x == 2) cache[0] = 7;
    return x;
  }
}
