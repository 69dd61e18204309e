// expected: NEQ
// why: the old version reports a negative input on System.out; both return the same value
// witness: -1
// differs: System.out
// observe return: EQ
class V {
  public static int snippet(int n) {
    if (n < 0) System.out.println("negative input");
    return n * 2;
  }
}
