class V {
  public static char snippet(int i) {
    if (i < 0 || i > 2) return '?';
    return (char) ('a' + i);
  }
}
