// expected: EQ
// why: throw of a null reference throws a NullPointerException, as dereferencing null does
class V {
  public static int snippet(int x) {
    RuntimeException e = null;
    if (x > 3) throw e;
    return x;
  }
}
