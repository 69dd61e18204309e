class V {
  public static boolean snippet(char c) {
    return c >= '0' && c <= '9' || c == ' ';
  }
}
