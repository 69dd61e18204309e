class V {
  public static boolean snippet(String s) {
    return s.indexOf('x') == s.length() - 1;
  }
}
