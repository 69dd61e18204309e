class V {
  public static boolean snippet(String s, String t) {
    return s != null && s.equals(t);
  }
}
