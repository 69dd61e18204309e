// expected: NEQ
// why: Math.toIntExact throws outside int's range, the cast wraps around
// witness: 2147483648L
class V {
  public static int snippet(long x) {
    return Math.toIntExact(x);
  }
}
