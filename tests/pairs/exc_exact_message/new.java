class V {
  public static int snippet(int a, int b) {
    long p = (long) a * b;
    if (p != (int) p) throw new IllegalArgumentException("int overflow");
    return (int) p;
  }
}
