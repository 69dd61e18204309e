// expected: NEQ
// why: checking r / a != b misses Integer.MIN_VALUE * -1, which Math.multiplyExact throws on
// witness: -1, -2147483648
class V {
  public static int snippet(int a, int b) {
    return Math.multiplyExact(a, b);
  }
}
