// expected: EQ
// why: the same message, built from a local in the new version
class V {
  public static int snippet(int x) {
    if (x > 5) throw new IllegalStateException("too big: " + x);
    return x;
  }
}
