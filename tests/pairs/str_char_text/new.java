class V {
  public static char snippet(int c) {
    if (c < 65 || c > 90) return ' ';
    return String.valueOf(c).charAt(0);
  }
}
