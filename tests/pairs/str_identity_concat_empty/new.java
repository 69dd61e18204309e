class V {
  public static boolean snippet(String s, String t) {
    return s.length() >= 0 && t.isEmpty();
  }
}
