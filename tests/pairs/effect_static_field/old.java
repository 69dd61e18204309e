// expected: NEQ
// why: the new version adds one more to the running total for values above 10
// witness: 11
// differs: static total
// observe return: EQ
class V {
  static int total;

  public static void snippet(int v) {
    total += v;
  }
}
