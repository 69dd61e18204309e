class V {
  public static int snippet(String s) {
    return s.length();
  }
}
