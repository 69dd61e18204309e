class V {
  public static boolean snippet(int x) {
    return x == 1;
  }
}
