class V {
  public static String snippet(int i) {
    if (i < 0 || i > 3) return "";
    String s = "ab";
    if (i > 2) return s + 'x';
    return s.substring(0, i) + 'x' + s.substring(i);
  }
}
