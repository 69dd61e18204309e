class V {
  public static int snippet(int x) {
    if (x < 0 || x > 99) return 0;
    return String.valueOf(x).charAt(0) - '1';
  }
}
