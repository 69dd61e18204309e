class V {
  public static String snippet(int x) {
    return "<n" + x + ">";
  }
}
