class V {
  public static String snippet(int x) {
    String s = x > 0 ? "p" : null;
    return "a" + s;
  }
}
