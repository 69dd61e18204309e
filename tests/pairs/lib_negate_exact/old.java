// expected: NEQ
// why: Math.negateExact throws at Integer.MIN_VALUE, whose negation is not an int
// witness: -2147483648
class V {
  public static int snippet(int x) {
    return Math.negateExact(x);
  }
}
