class V {
  public static String snippet(int x) {
    return String.valueOf(x);
  }
}
