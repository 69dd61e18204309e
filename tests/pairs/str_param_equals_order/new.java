class V {
  public static int snippet(String s) {
    return s.equals("yes") ? 1 : 0;
  }
}
