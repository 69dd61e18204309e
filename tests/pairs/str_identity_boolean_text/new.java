class V {
  public static boolean snippet(boolean b) {
    return b;
  }
}
