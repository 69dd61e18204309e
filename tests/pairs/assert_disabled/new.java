class V {
  static int calls;

  public static int snippet(int x) {
    return x + calls;
  }
}
