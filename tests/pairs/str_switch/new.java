class V {
  public static int snippet(int x) {
    String s = x > 0 ? "up" : x < 0 ? "down" : "none";
    if (s.equals("up")) return 1;
    if (s.equals("down")) return -1;
    return 0;
  }
}
