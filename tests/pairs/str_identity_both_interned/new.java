class V {
  public static boolean snippet(String s, String t) {
    return s == t && t == "a";
  }
}
