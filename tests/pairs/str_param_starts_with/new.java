class V {
  public static boolean snippet(String s) {
    return s.length() >= 2 && s.charAt(0) == 'a' && s.charAt(1) == 'b';
  }
}
