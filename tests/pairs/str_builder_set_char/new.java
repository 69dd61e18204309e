class V {
  public static String snippet(int i) {
    if (i < 0 || i > 3) return "out";
    String s = "abcd".substring(0, i) + "z" + "abcd".substring(i + 1);
    s = s.substring(1);
    return s + 3 + s.charAt(0);
  }
}
