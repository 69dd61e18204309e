// expected: NEQ
// why: Java's % truncates the quotient (-1.0 % 2.0 is -1.0), the floored modulo does not
// witness: -1.0
class V {
  public static double snippet(double x) {
    return x % 2.0;
  }
}
