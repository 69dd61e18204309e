// expected: EQ
// why: both truncate a real; (int) saturates at Integer.MAX_VALUE, (long) then (int) keeps the low 32 bits
// witness: 1.0E10
// jvm: NEQ
class V {
  public static int snippet(double x) {
    return (int) x;
  }
}
