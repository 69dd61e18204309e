class V {
  public static char snippet(String s) {
    return s.charAt(0);
  }
}
