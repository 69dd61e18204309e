class V {
  public static int snippet(int x) {
    String s = x == 1 ? "a" : x == 2 ? "b" : "c";
    switch (s) {
      case "a" -> { return 1; }
      case "b" -> { return 2; }
      default -> { return 9; }
    }
  }
}
