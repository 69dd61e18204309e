// expected: NEQ
// why: both throw IllegalArgumentException for negative x, with different messages
// witness: -1
// differs: exception message
// observe return: EQ
class V {
  public static int snippet(int x) {
    if (x < 0) throw new IllegalArgumentException("negative: " + x);
    return x;
  }
}
