class V {
  public static String snippet(String s) {
    return s.concat("!");
  }
}
