class V {
  public static String snippet(int x, boolean b) {
    return "n=" + x + "," + b;
  }
}
