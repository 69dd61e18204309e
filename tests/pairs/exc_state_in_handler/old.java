// expected: NEQ
// why: the old version's static counter is changed before the exception, and a handler does not undo it
// witness: 0
// differs: static count
class V {
  static int count;
  public static int snippet(int x) {
    try {
      count++;
      return 10 / x;
    } catch (ArithmeticException e) {
      return 0;
    }
  }
}
