class V {
  public static boolean snippet(String s) {
    return s != null && s.length() == 0;
  }
}
