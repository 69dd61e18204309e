class V {
  public static boolean snippet(String s) {
    return "abc".equals(s);
  }
}
