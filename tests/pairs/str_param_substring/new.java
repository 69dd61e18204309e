class V {
  public static String snippet(String s) {
    return s.substring(1, s.length());
  }
}
