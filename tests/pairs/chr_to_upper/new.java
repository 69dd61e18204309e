class V {
  public static char snippet(char c) {
    if (c < 'a' || c > '~') return c;
    return (char) (c - 32);
  }
}
