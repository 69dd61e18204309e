class V {
  static int count;
  public static int snippet(int x) {
    count++;
    return x * 2;
  }
}
