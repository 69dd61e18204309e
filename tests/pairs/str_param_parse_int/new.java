class V {
  public static int snippet(String s) {
    if (s == null || s.length() > 3) return -1;
    return s.isEmpty() ? 0 : Integer.parseInt(s);
  }
}
