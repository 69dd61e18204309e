class V {
  public static int snippet(long x) {
    return 63 - Long.numberOfLeadingZeros(x & -x);
  }
}
