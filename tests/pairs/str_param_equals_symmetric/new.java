class V {
  public static boolean snippet(String s, String t) {
    return s != null && t != null && t.equals(s);
  }
}
