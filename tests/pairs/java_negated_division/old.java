// expected: EQ
// why: truncating division commutes with negation, except that -Integer.MIN_VALUE is Integer.MIN_VALUE on the JVM
// witness: -2147483648
// jvm: NEQ
class V {
  public static int snippet(int x) {
    return -x / 2;
  }
}
