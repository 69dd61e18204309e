class V {
  public static boolean snippet(int x) {
    String s = x > 0 ? "Yes" : "nO";
    return s.toUpperCase().equals("YES");
  }
}
