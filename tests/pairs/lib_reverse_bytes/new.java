class V {
  public static int snippet(int x) {
    return Integer.reverseBytes(x);
  }
}
