class V {
  public static String snippet(int x) {
    if (x < 10 || x > 99) return "";
    return "" + x % 10 + x / 10;
  }
}
