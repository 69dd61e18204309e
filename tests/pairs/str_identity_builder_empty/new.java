class V {
  public static boolean snippet(String s) {
    return s.isEmpty();
  }
}
