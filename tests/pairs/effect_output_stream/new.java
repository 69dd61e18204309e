class V {
  public static int snippet(int x) {
    if (x > 100) System.err.println("large: " + x);
    return x;
  }
}
