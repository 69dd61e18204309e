class V {
  public static String snippet(int x) {
    if (x < -99 || x > 99) return "";
    String s = String.valueOf(x);
    int i = s.indexOf('1');
    return i < 0 ? s : s.substring(0, i) + '7' + s.substring(i + 1);
  }
}
