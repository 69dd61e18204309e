// expected: NEQ
// why: the new version writes the warning to System.err instead of System.out
// witness: 101
// differs: System.out, System.err
// observe return: EQ
class V {
  public static int snippet(int x) {
    if (x > 100) System.out.println("large: " + x);
    return x;
  }
}
