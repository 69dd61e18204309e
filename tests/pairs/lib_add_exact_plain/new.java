class V {
  public static int snippet(int a, int b) {
    return a + b;
  }
}
