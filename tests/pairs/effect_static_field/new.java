class V {
  static int total;

  public static void snippet(int v) {
    if (v > 10) total += v + 1;
    else total += v;
  }
}
