class V {
  public static int snippet(String s) {
    switch (s) {
      case "a": return 1;
      case "b": return 3;
      default: return 0;
    }
  }
}
