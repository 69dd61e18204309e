class V {
  public static int snippet(String s, String t) {
    if (s == null || t == null) return -1;
    return s.length() + t.length();
  }
}
