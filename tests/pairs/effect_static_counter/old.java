// expected: NEQ
// why: the new version does not count a call with x = 0
// witness: 0
// differs: static calls
// observe return: EQ
class V {
  static int calls;

  public static int snippet(int x) {
    calls++;
    return x * x;
  }
}
