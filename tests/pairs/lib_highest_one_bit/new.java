class V {
  public static int snippet(int x) {
    return x == 0 ? 0 : 1 << (31 - Integer.numberOfLeadingZeros(x));
  }
}
